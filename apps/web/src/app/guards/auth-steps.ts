import { redirect } from '@charity/domain/guards/decision';
import { paths } from '@charity/domain/paths';
import { consoleHome } from '@charity/domain/staff/console-home';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { staffMembershipQueryOptions } from '@/api/staff-membership';
import { takeSavedSignIn } from '@/lib/auth/saved-sign-ins';
import { completeLogin, getSubject } from '@/lib/auth/session';
import { queryClient } from '@/lib/query-client';
import type { GuardStep } from './guard-loader';

/**
 * Staff land on the console (the first page their role opens); players on the dashboard, or
 * on the staff invitation a sign-up in this browser started (its e-mail verified elsewhere).
 */
export async function landing(): Promise<string> {
  const subject = await getSubject();
  if (!subject?.isAdmin) return takeSavedSignIn(staffPaths.invitation) ?? paths.game.dashboard;
  try {
    const membership = await queryClient.fetchQuery(
      staffMembershipQueryOptions(subject.organizationId),
    );
    return consoleHome(membership.Permissions);
  } catch {
    return paths.game.dashboard;
  }
}

/** Spec §4: on return from the provider, complete login and require a valid access token. */
export const completeLoginStep: GuardStep = async () => {
  try {
    const { ok, returnTo } = await completeLogin();
    if (!ok) return redirect(paths.login);
    return redirect(returnTo === paths.game.dashboard ? await landing() : returnTo);
  } catch {
    return redirect(paths.login);
  }
};
