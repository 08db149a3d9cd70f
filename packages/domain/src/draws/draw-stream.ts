import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DrawInputError } from './draw-input-error';
import { seedBytes } from './seed-commitment';
import { uniformIndex } from './uniform-index';
import type { UniformSource } from './uniform-index';

/**
 * Winning-number derivation (DESIGN.md §3 "Draws"), exactly:
 *
 *   message  = UTF-8(instanceId) ‖ 0x00 ‖ entriesHash (the 32 hash bytes, not hex text)
 *   block(i) = HMAC-SHA256(key = seed (32 bytes), message ‖ uint32-big-endian(i)), i = 0, 1, ...
 *   values   = each block cut into four unsigned 64-bit big-endian integers, bytes 0–7, 8–15,
 *              16–23, 24–31, in order: the stream v0, v1, v2, ...
 *   index    = uniformIndex(n, stream, 64): the first v < 2^64 − (2^64 mod n), reduced mod n.
 *
 * The instance id is used exactly as published (the server writes UUIDs in lowercase).
 */
export const DRAW_VALUE_BITS = 64;

const HASH_PATTERN = /^[0-9a-f]{64}$/;
const MAX_BLOCKS = 0x1_0000_0000;

export function drawMessage(instanceId: string, entriesHashHex: string): Uint8Array {
  if (instanceId.length === 0 || instanceId.includes('\u0000')) {
    throw new DrawInputError('An instance id is a non-empty string without NUL characters');
  }
  if (!HASH_PATTERN.test(entriesHashHex)) {
    throw new DrawInputError('An entries hash is 64 lowercase hex digits (SHA-256)');
  }
  const id = utf8ToBytes(instanceId);
  const message = new Uint8Array(id.length + 1 + 32);
  message.set(id, 0);
  message[id.length] = 0x00;
  message.set(hexToBytes(entriesHashHex), id.length + 1);
  return message;
}

/** The HMAC counter-mode stream of uniform 64-bit values for one draw. */
export function createDrawStream(
  seedHex: string,
  instanceId: string,
  entriesHashHex: string,
): UniformSource {
  const key = seedBytes(seedHex);
  const message = drawMessage(instanceId, entriesHashHex);
  const input = new Uint8Array(message.length + 4);
  input.set(message, 0);
  const counterView = new DataView(input.buffer, message.length, 4);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 32;
  return () => {
    if (offset === 32) {
      if (counter >= MAX_BLOCKS) throw new Error('The draw stream is exhausted');
      counterView.setUint32(0, counter++);
      const mac = hmac(sha256, key, input);
      block = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
      offset = 0;
    }
    const value = block.getBigUint64(offset);
    offset += 8;
    return value;
  };
}

/** A uniform index in [0, n) for this seed, instance and entries hash (see above). */
export function deriveIndex(
  seedHex: string,
  instanceId: string,
  entriesHashHex: string,
  n: number,
): number {
  return uniformIndex(n, createDrawStream(seedHex, instanceId, entriesHashHex), DRAW_VALUE_BITS);
}
