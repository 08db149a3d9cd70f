import { createHash, randomBytes } from 'node:crypto';
import { deriveIndex } from '@charity/domain/draws/draw-stream';
import { ENTRY_ENCODING_BYTES } from '@charity/domain/draws/entries-hash';
import { commitToSeed, seedFromBytes } from '@charity/domain/draws/seed-commitment';
import type { Executor } from '../db/executor';
import { displayName } from './draw-selection';

/** A new secret seed and its published commitment (extra draws and redraws). */
export function newCommittedSeed() {
  const seed = seedFromBytes(randomBytes(32));
  return { seed, commitment: commitToSeed(seed) };
}

/** Entries kept with a result: 4-byte big-endian ticket numbers, strictly ascending. */
export type EntriesSnapshot = Buffer;

export const snapshotNumbers = (snapshot: EntriesSnapshot): number[] =>
  Array.from({ length: snapshot.length / 4 }, (_, i) => snapshot.readInt32BE(i * 4));

export function snapshotOf(numbers: readonly number[]): EntriesSnapshot {
  const buffer = Buffer.alloc(numbers.length * 4);
  numbers.forEach((number, i) => buffer.writeInt32BE(number, i * 4));
  return buffer;
}

export const toBuffer = (bytes: Uint8Array | null): EntriesSnapshot =>
  bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) : Buffer.alloc(0);

/** The canonical entries text of a snapshot (the published entries.txt). */
export function* snapshotText(snapshot: EntriesSnapshot, perChunk = 65_536) {
  const numbers = snapshot.length / 4;
  for (let start = 0; start < numbers; start += perChunk) {
    const lines: number[] = [];
    for (let i = start; i < Math.min(numbers, start + perChunk); i++) {
      lines.push(snapshot.readInt32BE(i * 4));
    }
    yield `${lines.join('\n')}\n`;
  }
}

/**
 * The paid entries of an instance made up to `cutoff` (all paid entries when null), read in
 * one statement in ticket order: what an extra draw or a redraw of the main draw keeps.
 */
export async function paidEntriesSnapshot(
  db: Executor,
  instanceId: string,
  cutoff: Date | null,
): Promise<EntriesSnapshot> {
  let query = db
    .selectFrom('instance_entries')
    .select('ticket_number')
    .where('game_instance_id', '=', instanceId)
    .where('paid', '=', true);
  if (cutoff) query = query.where('created_at', '<=', cutoff);
  const rows = await query.orderBy('ticket_number').execute();
  return snapshotOf(rows.map((row) => row.ticket_number));
}

export interface EntriesDraw {
  entriesHash: string;
  entriesCount: number;
  /** null when there is no entry. */
  winningNumber: number | null;
}

/**
 * The draw among a snapshot's entries, exactly as the verifier recomputes a record whose pick
 * is `entries`: the domain's entries hash (8-byte big-endian numbers), then the entry at
 * deriveIndex(seed, draw id, entries hash, count).
 */
export function drawAmongEntries(
  seed: string,
  drawId: string,
  snapshot: EntriesSnapshot,
): EntriesDraw {
  const count = snapshot.length / 4;
  const wide = Buffer.alloc(count * ENTRY_ENCODING_BYTES);
  for (let i = 0; i < count; i++) {
    wide.writeInt32BE(snapshot.readInt32BE(i * 4), i * ENTRY_ENCODING_BYTES + 4);
  }
  const entriesHash = createHash('sha256').update(wide).digest('hex');
  if (count === 0) return { entriesHash, entriesCount: 0, winningNumber: null };
  const index = deriveIndex(seed, drawId, entriesHash, count);
  return { entriesHash, entriesCount: count, winningNumber: snapshot.readInt32BE(index * 4) };
}

/** Who holds a number of the game (numbers stay their holder's for the season). */
export async function holderOfNumber(db: Executor, gameId: string, ticketNumber: number) {
  const row = await db
    .selectFrom('player_numbers as n')
    .innerJoin('accounts as a', 'a.id', 'n.player_id')
    .select(['n.player_id', 'a.first_name', 'a.last_name'])
    .where('n.game_id', '=', gameId)
    .where('n.ticket_number', '=', ticketNumber)
    .executeTakeFirst();
  return row
    ? { playerId: row.player_id, displayName: displayName(row.first_name, row.last_name) }
    : null;
}
