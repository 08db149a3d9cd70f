import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost as log2(N). 15 (32 MiB) in production; tests pass a lower one. */
export const DEFAULT_PASSWORD_COST = 15;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (N: number, r: number) => 256 * N * r;

/** `scrypt$<log2N>$<r>$<p>$<salt>$<hash>`: the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  cost = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: 8, p: 1, maxmem: maxmem(N, 8) });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = 2 ** Number(cost);
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(N, Number(r)),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Verified against when an e-mail is unknown, so timing does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(cost: number): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return dummyHash;
}
