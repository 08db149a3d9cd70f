import { redirect } from '@charity/domain/guards/decision';
import { paths } from '@charity/domain/paths';
import { completeLogin } from '@/lib/auth/session';
import type { GuardStep } from './guard-loader';

/** Spec §4: on return from the provider, complete login and require a valid access token. */
export const completeLoginStep: GuardStep = async () => {
  try {
    const { ok, returnTo } = await completeLogin();
    return redirect(ok ? returnTo : paths.login);
  } catch {
    return redirect(paths.login);
  }
};
