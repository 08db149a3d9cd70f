import type { Executor } from '../db/executor';
import type { TokenPurpose } from '../identity/identity-tables';
/** Only the hash is stored: a leaked table does not let anyone use the links. */
export declare function issueToken(
  db: Executor,
  accountId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  data?: Record<string, string>,
): Promise<string>;
export interface ValidToken {
  id: string;
  accountId: string;
  data: Record<string, string>;
}
/** A token that exists, has this purpose, is unused and unexpired. Does not consume it. */
export declare function findValidToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<ValidToken | undefined>;
/** Marks the token used; false when someone else used it first (single use under races). */
export declare function consumeToken(db: Executor, id: string): Promise<boolean>;
/** Earlier unused links of the same purpose stop working when a new one is sent. */
export declare function revokeTokens(
  db: Executor,
  accountId: string,
  purpose: TokenPurpose,
): Promise<void>;
