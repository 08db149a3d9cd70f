import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Why sign-in is paused, and for how long (seconds, at least 1). */
export type SignInPause = { scope: 'account' | 'address'; retryAfterSeconds: number } | null;

/** The typed address, never stored as typed: a hash per organization. */
const accountKey = (organizationId: string, email: string) =>
  `sign-in-failures:account:${createHash('sha256')
    .update(`${organizationId}|${email.trim().toLowerCase()}`)
    .digest('base64url')}`;

/**
 * Wrong passwords counted per typed e-mail address and per client address, in the shared
 * rate-limit store (Redis when REDIS_URL is set, PostgreSQL otherwise): every node sees the
 * same counts. Only failures count, so the many honest players behind one venue's address
 * sign in freely; the address's limit is much higher than the account's. The client address
 * is `request.ip`: behind a proxy listed in TRUST_PROXY, the X-Forwarded-For client.
 */
export function signInThrottle(app: FastifyInstance) {
  const { perAccount, perAddress, windowMs } = app.identity.options.signInFailures;
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = {
    account: app.createRateLimit({
      max: perAccount,
      timeWindow: windowMs,
      keyGenerator: (request) => keys.get(request) ?? 'sign-in-failures:account:none',
    }),
    address: app.createRateLimit({
      max: perAddress,
      timeWindow: windowMs,
      keyGenerator: (request) => `sign-in-failures:address:${request.ip}`,
    }),
  };
  type Limiter = (typeof limiters)['account'];
  type State = Awaited<ReturnType<Limiter>>;

  // A store that cannot answer counts nothing (skipOnError): the request goes through.
  const pauseOf = (scope: 'account' | 'address', state: State): SignInPause =>
    !state.isAllowed && state.remaining === 0 && state.ttl > 0
      ? { scope, retryAfterSeconds: Math.max(1, state.ttlInSeconds) }
      : null;

  const measure = async (request: FastifyRequest, increment: boolean): Promise<SignInPause> => {
    const [account, address] = await Promise.all([
      limiters.account(request, { increment }),
      limiters.address(request, { increment }),
    ]);
    return pauseOf('account', account) ?? pauseOf('address', address);
  };

  return {
    /** Whether sign-in is paused for this address or the typed e-mail, before checking. */
    check(request: FastifyRequest, organizationId: string, email: string) {
      keys.set(request, accountKey(organizationId, email));
      return measure(request, false);
    },
    /** Counts a wrong password; answers the pause it starts, if this was the last allowed. */
    recordFailure(request: FastifyRequest, organizationId: string, email: string) {
      keys.set(request, accountKey(organizationId, email));
      return measure(request, true);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
