import type { FastifyPluginAsync } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ProviderRegistry } from './provider-registry';

const MOUNT = '/oidc';

/**
 * Hands /oidc/* to oidc-provider (a Koa app). Bodies are left unread for it to parse, and the
 * reply is hijacked so that Fastify neither serialises nor sends anything of its own.
 */
export const oidcMount: FastifyPluginAsync<{ registry: ProviderRegistry }> = async (
  app,
  { registry },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    url: `${MOUNT}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const provider = await registry.providerFor(request);
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      // oidc-provider derives its mount path from originalUrl minus url, as under Express.
      raw.originalUrl = url;
      raw.url = url.slice(MOUNT.length) || '/';
      await provider.callback()(raw, reply.raw);
    },
  });
};
