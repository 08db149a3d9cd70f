import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../auth/auth-errors';
import { notFound } from '../errors/http-errors';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The secret a request presents: `Bearer <token>` or Basic with any user name. */
function presented(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return null;
}

/**
 * The platform operator's calls (/ops): not a charity's staff, so not the organizations'
 * tokens but OPERATOR_TOKEN from the environment; without it /ops does not exist (404).
 * A browser gets the Basic prompt (any user name, the token as password).
 */
export function operatorGuard(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) throw notFound('Route not found.');
    const secret = presented(request.headers.authorization);
    if (secret === null || !same(secret, token)) {
      void reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"');
      throw unauthorized('The operator token is missing or wrong.');
    }
  };
}
