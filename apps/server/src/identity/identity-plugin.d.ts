import type { FastifyInstance } from 'fastify';
import { type IdentityOptions } from './identity-options';
import './identity-service';
export interface IdentityPluginOptions extends Partial<IdentityOptions> {
  /** ALTCHA difficulty: the largest number a solver may have to try. */
  captchaMaxNumber?: number;
}
/**
 * Identity end to end: the embedded OpenID Provider at /oidc with its hosted pages, bearer
 * token verification for the API, and the player's self-service calls.
 */
export declare function installIdentity(
  app: FastifyInstance,
  overrides?: IdentityPluginOptions,
): Promise<void>;
