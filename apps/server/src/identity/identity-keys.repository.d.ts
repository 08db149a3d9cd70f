import { type JWK } from 'jose';
import type { Executor } from '../db/executor';
export interface IdentityKeys {
  /** Private signing keys, newest first: the first signs, all verify. */
  signing: JWK[];
  /** Cookie signing secrets, newest first. */
  cookie: string[];
  captcha: string;
}
/**
 * Whichever process starts first creates the initial keys; `on conflict do nothing` lets
 * the others lose the race quietly and read the winner's keys. Rotation: insert a newer row
 * of the same kind (it becomes the first) and set retired_at on the old one once every token
 * it signed has expired.
 */
export declare function loadIdentityKeys(db: Executor): Promise<IdentityKeys>;
/** The public half of a signing key, as published in the JWKS. */
export declare function publicJwk(key: JWK): JWK;
/** Loads the keys on first use (building the app must not need the database) and keeps them. */
export declare function lazyIdentityKeys(db: Executor): () => Promise<IdentityKeys>;
