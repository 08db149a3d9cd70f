import { createEntriesHasher } from '@charity/domain/draws/entries-hash';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Entries read per round trip: 262,144 × 4 bytes = 1 MiB of big-endian integers. */
export const ENTRY_BATCH = 262_144;

/** Where each batch started: lets the n-th entry be found without keeping every entry. */
export interface BatchMark {
  start: number;
  firstTicket: number;
}

export interface EntriesDigest {
  hash: string;
  count: number;
  lastTicket: number;
  marks: BatchMark[];
}

/**
 * The paid entries of an instance in ascending ticket order, a batch at a time (keyset
 * pagination on the primary key). Each batch is one bytea of 4-byte big-endian ticket
 * numbers aggregated by the database, far cheaper to move than one row per entry.
 */
export async function* paidEntryBatches(
  db: Executor,
  instanceId: string,
  batchSize = ENTRY_BATCH,
): AsyncGenerator<Float64Array, void, undefined> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ chunk: Uint8Array | null }>`
      select string_agg(int4send(ticket_number), ''::bytea order by ticket_number) as chunk
      from (select ticket_number from instance_entries
            where game_instance_id = ${instanceId} and paid and ticket_number > ${after}
            order by ticket_number limit ${batchSize}) batch`.execute(db);
    const chunk = rows[0]?.chunk;
    if (!chunk || chunk.length === 0) return;
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const numbers = new Float64Array(chunk.length / 4);
    for (let i = 0; i < numbers.length; i++) numbers[i] = view.getInt32(i * 4);
    yield numbers;
    if (numbers.length < batchSize) return;
    after = numbers[numbers.length - 1] as number;
  }
}

/** Streams the paid entries through the domain's incremental entries hash. */
export async function digestPaidEntries(
  db: Executor,
  instanceId: string,
  batchSize = ENTRY_BATCH,
): Promise<EntriesDigest> {
  const hasher = createEntriesHasher();
  const marks: BatchMark[] = [];
  let lastTicket = 0;
  for await (const numbers of paidEntryBatches(db, instanceId, batchSize)) {
    marks.push({ start: hasher.count, firstTicket: numbers[0] as number });
    hasher.addAll(numbers);
    lastTicket = numbers[numbers.length - 1] as number;
  }
  return { count: hasher.count, hash: hasher.digestHex(), lastTicket, marks };
}

/** The ticket number at a 0-based position of the canonical order. */
export async function paidEntryAt(
  db: Executor,
  instanceId: string,
  index: number,
  marks: readonly BatchMark[],
): Promise<number> {
  let mark: BatchMark = { start: 0, firstTicket: 1 };
  for (const candidate of marks) if (candidate.start <= index) mark = candidate;
  const { rows } = await sql<{ ticket_number: number }>`
    select ticket_number from instance_entries
    where game_instance_id = ${instanceId} and paid and ticket_number >= ${mark.firstTicket}
    order by ticket_number offset ${index - mark.start} limit 1`.execute(db);
  const found = rows[0];
  if (!found) throw new Error(`No paid entry at position ${index} of instance ${instanceId}`);
  return found.ticket_number;
}
