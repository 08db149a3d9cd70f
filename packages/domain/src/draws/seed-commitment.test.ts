import { describe, expect, it } from 'vitest';
import { DrawInputError } from './draw-input-error';
import {
  commitToSeed,
  isValidSeed,
  seedBytes,
  seedFromBytes,
  verifyCommitment,
} from './seed-commitment';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const COMMITMENT = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';

describe('seed commitment', () => {
  it('commits with SHA-256 over the 32 seed bytes (known answers)', () => {
    expect(commitToSeed('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    expect(commitToSeed(SEED)).toBe(COMMITMENT);
  });

  it('verifies the revealed seed against the commitment', () => {
    expect(verifyCommitment(SEED, COMMITMENT)).toBe(true);
    expect(verifyCommitment(SEED, COMMITMENT.toUpperCase())).toBe(true);
  });

  it('refuses another seed, another commitment or malformed input, without throwing', () => {
    const otherSeed = `${SEED.slice(0, 63)}e`;
    expect(verifyCommitment(otherSeed, COMMITMENT)).toBe(false);
    expect(verifyCommitment(SEED, `${COMMITMENT.slice(0, 63)}0`)).toBe(false);
    expect(verifyCommitment(SEED.toUpperCase(), COMMITMENT)).toBe(false);
    expect(verifyCommitment('xyz', COMMITMENT)).toBe(false);
    expect(verifyCommitment(SEED, '')).toBe(false);
  });

  it.each([
    ['', false],
    ['0'.repeat(63), false],
    ['0'.repeat(65), false],
    [SEED.toUpperCase(), false],
    [`${SEED.slice(0, 63)}g`, false],
    [` ${SEED.slice(1)}`, false],
    [SEED, true],
  ])('isValidSeed(%j) is %s', (seed, valid) => {
    expect(isValidSeed(seed)).toBe(valid);
  });

  it('isValidSeed refuses non-strings', () => {
    expect(isValidSeed(undefined)).toBe(false);
    expect(isValidSeed(42)).toBe(false);
  });

  it('turns 32 random bytes into a seed and back', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i);
    expect(seedFromBytes(bytes)).toBe(SEED);
    expect(seedBytes(SEED)).toEqual(bytes);
    expect(() => seedFromBytes(new Uint8Array(31))).toThrow(DrawInputError);
    expect(() => commitToSeed('abc')).toThrow(DrawInputError);
  });
});
