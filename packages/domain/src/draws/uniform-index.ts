import { DrawInputError } from './draw-input-error';

/** A source of independent uniform integers in [0, 2^bits), for the given bits. */
export type UniformSource = () => bigint;

/** Gives up after this many rejected values: only a broken source gets near it. */
export const MAX_REJECTIONS = 1000;

/**
 * A uniform integer in [0, n) from a uniform source of `bits`-bit values, with no modulo bias:
 * with limit = 2^bits − (2^bits mod n), the largest multiple of n not above 2^bits, a value
 * v ≥ limit is rejected and the next value taken; the first v < limit gives v mod n. Every
 * result then has exactly limit / n source values behind it.
 */
export function uniformIndex(n: number, next: UniformSource, bits: number): number {
  if (!Number.isSafeInteger(bits) || bits < 1 || bits > 64) {
    throw new DrawInputError(`A source has 1 to 64 bits, not ${bits}`);
  }
  const space = 1n << BigInt(bits);
  if (!Number.isSafeInteger(n) || n < 1 || BigInt(n) > space) {
    throw new DrawInputError(`Cannot draw uniformly from [0, ${n}) with ${bits}-bit values`);
  }
  const size = BigInt(n);
  const limit = space - (space % size);
  for (let attempt = 0; attempt <= MAX_REJECTIONS; attempt++) {
    const value = next();
    if (value < 0n || value >= space) {
      throw new RangeError(`The source gave ${value}, outside [0, 2^${bits})`);
    }
    if (value < limit) return Number(value % size);
  }
  throw new Error(`The source was rejected ${MAX_REJECTIONS + 1} times in a row`);
}
