import type { AdapterFactory } from 'oidc-provider';
import type { Executor } from '../db/executor';
/**
 * oidc-provider's storage over the oidc_payloads table, so that sessions, grants, codes and
 * refresh tokens are seen by every process. Expired rows read as absent and are purged lazily.
 */
export declare function databaseAdapter(db: Executor): AdapterFactory;
export declare function purgeExpiredPayloads(db: Executor): Promise<void>;
