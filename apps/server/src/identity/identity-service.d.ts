import type { Mailer } from '../mail/mailer';
import type { IdentityKeys } from './identity-keys.repository';
import type { IdentityOptions } from './identity-options';
import type { ProviderRegistry } from './provider-registry';
export interface IdentityService {
  registry: ProviderRegistry;
  mailer: Mailer;
  keys: () => Promise<IdentityKeys>;
  options: IdentityOptions;
}
declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}
