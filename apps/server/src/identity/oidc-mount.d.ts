import type { FastifyPluginAsync } from 'fastify';
import type { ProviderRegistry } from './provider-registry';
/**
 * Hands /oidc/* to oidc-provider (a Koa app). Bodies are left unread for it to parse, and the
 * reply is hijacked so that Fastify neither serialises nor sends anything of its own.
 */
export declare const oidcMount: FastifyPluginAsync<{
  registry: ProviderRegistry;
}>;
