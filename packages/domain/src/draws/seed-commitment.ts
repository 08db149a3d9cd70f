import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DrawInputError } from './draw-input-error';

/** A draw seed is 32 random bytes, written as 64 lowercase hex digits. */
export const SEED_BYTES = 32;

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** True for exactly 64 lowercase hex digits (the only spelling the engine accepts). */
export function isValidSeed(seedHex: unknown): seedHex is string {
  return typeof seedHex === 'string' && SEED_PATTERN.test(seedHex);
}

/** The seed's 32 bytes; throws DrawInputError on anything but 64 lowercase hex digits. */
export function seedBytes(seedHex: string): Uint8Array {
  if (!isValidSeed(seedHex)) {
    throw new DrawInputError('A seed must be 64 lowercase hex digits (32 bytes)');
  }
  return hexToBytes(seedHex);
}

/** Writes 32 random bytes (drawn by the server) as a seed. */
export function seedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== SEED_BYTES) {
    throw new DrawInputError(`A seed is ${SEED_BYTES} bytes, not ${bytes.length}`);
  }
  return bytesToHex(bytes);
}

/**
 * The commitment published when an instance opens: SHA-256 over the seed's 32 BYTES (not over
 * its hex text), as 64 lowercase hex digits.
 */
export function commitToSeed(seedHex: string): string {
  return bytesToHex(sha256(seedBytes(seedHex)));
}

/** Does the revealed seed match the published commitment? Never throws: bad input is false. */
export function verifyCommitment(seedHex: string, commitment: string): boolean {
  if (!isValidSeed(seedHex) || typeof commitment !== 'string') return false;
  return commitToSeed(seedHex) === commitment.toLowerCase();
}
