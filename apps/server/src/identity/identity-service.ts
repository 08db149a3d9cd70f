import type { GrantLiveness } from '../auth/grant-liveness';
import type { Mailer } from '../mail/mailer';
import type { IdentityKeys } from './identity-keys.repository';
import type { IdentityOptions } from './identity-options';
import type { ProviderRegistry } from './provider-registry';

export interface IdentityService {
  registry: ProviderRegistry;
  mailer: Mailer;
  keys: () => Promise<IdentityKeys>;
  options: IdentityOptions;
  /** Which provider grants still exist, as the API checks its tokens against them. */
  grants: GrantLiveness;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}
