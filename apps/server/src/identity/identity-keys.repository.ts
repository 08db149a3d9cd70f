import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Executor } from '../db/executor';

export interface IdentityKeys {
  /** Private signing keys, newest first: the first signs, all verify. */
  signing: JWK[];
  /** Cookie signing secrets, newest first. */
  cookie: string[];
  captcha: string;
}

async function newSigningKey(id: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: id, alg: 'RS256', use: 'sig' };
}

/**
 * Whichever process starts first creates the initial keys; `on conflict do nothing` lets
 * the others lose the race quietly and read the winner's keys. Rotation: insert a newer row
 * of the same kind (it becomes the first) and set retired_at on the old one once every token
 * it signed has expired.
 */
export async function loadIdentityKeys(db: Executor): Promise<IdentityKeys> {
  const initial = [
    {
      id: 'signing-initial',
      kind: 'signing' as const,
      material: await newSigningKey('signing-initial'),
    },
    {
      id: 'cookie-initial',
      kind: 'cookie' as const,
      material: randomBytes(32).toString('base64url'),
    },
    {
      id: 'captcha-initial',
      kind: 'captcha' as const,
      material: randomBytes(32).toString('base64url'),
    },
  ];
  await db
    .insertInto('identity_keys')
    .values(initial.map((key) => ({ ...key, material: JSON.stringify(key.material) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const rows = await db
    .selectFrom('identity_keys')
    .select(['kind', 'material'])
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.material);
  return {
    signing: of('signing') as JWK[],
    cookie: of('cookie') as string[],
    captcha: (of('captcha')[0] as string | undefined) ?? '',
  };
}

/** The public half of a signing key, as published in the JWKS. */
export function publicJwk(key: JWK): JWK {
  const { kid, kty, n, e, alg, use } = key;
  return { kid, kty, n, e, alg, use };
}

/** Loads the keys on first use (building the app must not need the database) and keeps them. */
export function lazyIdentityKeys(db: Executor): () => Promise<IdentityKeys> {
  let keys: Promise<IdentityKeys> | undefined;
  return () => {
    keys ??= loadIdentityKeys(db).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
