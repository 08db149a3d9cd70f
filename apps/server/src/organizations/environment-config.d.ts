import type { EnvironmentConfig } from '@charity/domain/api/config';
import { type Env } from '../config/env';
import type { OrganizationSettings } from './organization-settings.repository';
import type { Organization } from './organization.repository';
/** The web app's client id at the embedded identity provider (mounted at /oidc). */
export declare const WEB_CLIENT_ID = 'charity-web';
export declare function environmentConfig(
  env: Env,
  origin: string,
  organization: Organization,
  settings: OrganizationSettings | undefined,
): EnvironmentConfig;
