import Provider, { type AdapterFactory } from 'oidc-provider';
import type { Executor } from '../db/executor';
import type { IdentityKeys } from './identity-keys.repository';
import { type BrandingLookup } from './provider-pages';
export declare const API_SCOPE = 'common-api';
export declare const apiAudience: (origin: string) => string;
export declare const issuerFor: (origin: string) => string;
export declare const interactionPath: (uid: string) => string;
export interface ProviderDependencies {
  db: Executor;
  keys: IdentityKeys;
  adapter: AdapterFactory;
  production: boolean;
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  brandingFor: BrandingLookup;
}
export declare function createProvider(origin: string, deps: ProviderDependencies): Provider;
