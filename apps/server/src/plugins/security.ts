import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The SPA's component library sets inline styles, so styles may be inline; scripts may not.
 * Requests are not upgraded to https: a self-hosted install may run on plain http inside a
 * private network, and TLS belongs to the proxy in front of it.
 */
export async function installSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
  });
  // Limits are declared per route (`config.rateLimit`); nothing is limited by default.
  await app.register(rateLimit, { global: false });
}
