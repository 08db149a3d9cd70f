import { describe, expect, it } from 'vitest';
import { CHI_SQUARE_CRITICAL_P001, chiSquareUniform } from './chi-square';
import { DrawInputError } from './draw-input-error';
import { MAX_REJECTIONS, uniformIndex } from './uniform-index';
import type { UniformSource } from './uniform-index';

/** 0, 1, ..., 7, 0, 1, ...: every 3-bit value equally often, and a count of values used. */
function cyclingThreeBitSource(): UniformSource & { used: () => number } {
  let calls = 0;
  const next = () => BigInt(calls++ % 8);
  return Object.assign(next, { used: () => calls });
}

/** mulberry32, a small deterministic PRNG: its top 3 bits as a uniform 3-bit source. */
function randomThreeBitSource(seed: number): UniformSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return BigInt(((t ^ (t >>> 14)) >>> 0) >>> 29);
  };
}

function tally(n: number, draws: number, draw: () => number): number[] {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i++) counts[draw()]! += 1;
  return counts;
}

describe('uniformIndex (rejection sampling)', () => {
  it('with 3-bit values and n = 6, rejects 6 and 7 and is exactly uniform', () => {
    const source = cyclingThreeBitSource();
    const counts = tally(6, 6000, () => uniformIndex(6, source, 3));
    expect(counts).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
    // 6,000 accepted + 1,998 rejected: every 6 and 7 of the cycles, but the last pair never read
    expect(source.used()).toBe(7998);
  });

  it('the same source reduced naively mod 6 is biased towards 0 and 1', () => {
    const source = cyclingThreeBitSource();
    const counts = tally(6, 8000, () => Number(source() % 6n));
    expect(counts).toEqual([2000, 2000, 1000, 1000, 1000, 1000]);
    expect(chiSquareUniform(counts)).toBeGreaterThan(CHI_SQUARE_CRITICAL_P001[5]!);
  });

  it('passes a chi-square test (p ≥ 0.001) on 60,000 draws from a random 3-bit source', () => {
    const source = randomThreeBitSource(20240601);
    const counts = tally(6, 60_000, () => uniformIndex(6, source, 3));
    expect(chiSquareUniform(counts)).toBeLessThan(CHI_SQUARE_CRITICAL_P001[5]!);
  });

  it('where the naive modulo of the same source fails that test by far', () => {
    const source = randomThreeBitSource(20240601);
    const counts = tally(6, 60_000, () => Number(source() % 6n));
    expect(chiSquareUniform(counts)).toBeGreaterThan(100 * CHI_SQUARE_CRITICAL_P001[5]!);
  });

  it('never rejects when n divides 2^bits, and n = 1 is always 0', () => {
    const source = cyclingThreeBitSource();
    expect(tally(8, 8, () => uniformIndex(8, source, 3))).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(source.used()).toBe(8);
    expect(uniformIndex(1, () => 5n, 3)).toBe(0);
  });

  it('rejects exactly the top incomplete run of 64-bit values', () => {
    // 2^64 mod 3 = 1: only 2^64 − 1 is rejected.
    const values = [2n ** 64n - 1n, 2n ** 64n - 2n];
    expect(uniformIndex(3, () => values.shift()!, 64)).toBe(Number((2n ** 64n - 2n) % 3n));
    expect(values).toEqual([]);
  });

  it('refuses impossible requests and broken sources', () => {
    expect(() => uniformIndex(9, () => 0n, 3)).toThrow(DrawInputError);
    expect(() => uniformIndex(0, () => 0n, 3)).toThrow(DrawInputError);
    expect(() => uniformIndex(2.5, () => 0n, 3)).toThrow(DrawInputError);
    expect(() => uniformIndex(2, () => 0n, 0)).toThrow(DrawInputError);
    expect(() => uniformIndex(2, () => 0n, 65)).toThrow(DrawInputError);
    expect(() => uniformIndex(6, () => 8n, 3)).toThrow(RangeError);
    expect(() => uniformIndex(6, () => -1n, 3)).toThrow(RangeError);
    expect(() => uniformIndex(6, () => 7n, 3)).toThrow(`rejected ${MAX_REJECTIONS + 1} times`);
  });
});
