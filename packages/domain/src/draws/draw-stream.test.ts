import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { CHI_SQUARE_CRITICAL_P001, chiSquareUniform } from './chi-square';
import { DrawInputError } from './draw-input-error';
import { createDrawStream, deriveIndex, drawMessage } from './draw-stream';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const INSTANCE = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
/** entriesHash of [3, 7, 12, 25, 42, 99]. */
const HASH = '0b8f0a7dbc7d8077cc4b33dd24eeeb82a831474b7f06f9712fa7bab4d975efa3';
const EMPTY_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('draw stream (known answers: any change to the algorithm fails here)', () => {
  it('message = UTF-8 instance id ‖ 0x00 ‖ the 32 entries-hash bytes', () => {
    expect(bytesToHex(drawMessage(INSTANCE, HASH))).toBe(
      `${bytesToHex(new TextEncoder().encode(INSTANCE))}00${HASH}`,
    );
    expect(bytesToHex(drawMessage('é', HASH))).toBe(`c3a900${HASH}`);
  });

  it('yields HMAC-SHA256 counter blocks as 64-bit big-endian values', () => {
    const next = createDrawStream(SEED, INSTANCE, HASH);
    const values = Array.from({ length: 5 }, () => next().toString(16));
    expect(values).toEqual([
      'f361544993d9c552',
      '54b4c811395a78fb',
      'd7c835a87943e819',
      '62830fc21cf601c5',
      '501dffde55f563ff', // the first value of block 1
    ]);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [6, 0],
    [100, 50],
    [1000, 450],
    [10_000_000, 7_290_450],
  ])('deriveIndex(n = %i) = %i', (n, index) => {
    expect(deriveIndex(SEED, INSTANCE, HASH, n)).toBe(index);
  });

  it('skips a rejected value in the real stream', () => {
    // n = ⌊2^64 / 2049⌋ + 1 rejects about 1 value in 2,049; for this instance the first value
    // (0xfff99ea5a03e352c) is rejected, so the index is the second value mod n. Naively
    // reducing the first would have given 7206912712914220.
    const n = 9_002_803_354_665_472;
    expect(deriveIndex(SEED, 'rejection-1096', EMPTY_HASH, n)).toBe(8_680_406_824_069_613);
  });

  it('is deterministic', () => {
    expect(deriveIndex(SEED, INSTANCE, HASH, 1_000_003)).toBe(
      deriveIndex(SEED, INSTANCE, HASH, 1_000_003),
    );
  });

  it.each([3, 6])(
    'has no modulo bias: chi-square over 60,000 derived indices in [0, %i) below p = 0.001',
    (n) => {
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 60_000; i++) counts[deriveIndex(SEED, `chi-square-${i}`, HASH, n)]! += 1;
      expect(chiSquareUniform(counts)).toBeLessThan(CHI_SQUARE_CRITICAL_P001[n - 1]!);
    },
  );

  it('refuses malformed input', () => {
    expect(() => deriveIndex('abc', INSTANCE, HASH, 6)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, '', HASH, 6)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, 'a\u0000b', HASH, 6)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, INSTANCE, HASH.toUpperCase(), 6)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, INSTANCE, HASH.slice(2), 6)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, INSTANCE, HASH, 0)).toThrow(DrawInputError);
    expect(() => deriveIndex(SEED, INSTANCE, HASH, 2 ** 53)).toThrow(DrawInputError);
  });
});
