import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { GuardDecision } from '@charity/domain/guards/decision';
import { paths } from '@charity/domain/paths';
import { isApiError } from '@/lib/api-error';
import { hasStoredSession, logout } from '@/lib/auth/session';
import { sessionExpiry } from '@/lib/auth/session-expiry';

export type GuardStep = (args: LoaderFunctionArgs) => GuardDecision | Promise<GuardDecision>;

/** Spec §8: a guard's API error 401/403 logs the player out to /login; any other error, /bad-request. */
export async function guardErrorTarget(error: unknown): Promise<string> {
  const status = isApiError(error) ? error.status : null;
  if (status === 401 || status === 403) {
    if (await hasStoredSession()) sessionExpiry.mark();
    await logout({ silent: true }).catch(() => undefined);
    return paths.login;
  }
  return paths.badRequest;
}

/** A route loader running guard steps in order; the first redirect wins. */
export function guardLoader(...steps: GuardStep[]) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    let decision: GuardDecision = { kind: 'allow' };
    try {
      for (const step of steps) {
        decision = await step(args);
        if (decision.kind === 'redirect') break;
      }
    } catch (error) {
      throw redirect(await guardErrorTarget(error));
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
