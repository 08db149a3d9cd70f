import { createHash } from 'node:crypto';
import { ENTRY_ENCODING_BYTES } from '@charity/domain/draws/entries-hash';
import { DrawInputError } from '@charity/domain/draws/draw-input-error';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Entries read per round trip: 1,048,576 × 4 bytes = 4 MiB of big-endian integers. */
export const ENTRY_BATCH = 1_048_576;

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

/** Leaves out the entries a draw left out (a few players' entries: a short literal list). */
const skipped = (skip: readonly number[]) =>
  skip.length === 0 ? sql`` : sql`and ticket_number not in (${sql.join([...skip])})`;

/**
 * One batch of paid entries after `after`, as one bytea of 4-byte big-endian ticket numbers.
 * The partial index on paid entries makes it an index-only scan already in ticket order, so
 * the aggregate takes its input as it comes (no sort); the caller checks the order anyway.
 */
async function fetchBatch(
  db: Executor,
  instanceId: string,
  after: number,
  size: number,
  skip: readonly number[],
) {
  const { rows } = await sql<{ chunk: Uint8Array | null }>`
    select string_agg(int4send(ticket_number), ''::bytea) as chunk
    from (select ticket_number from instance_entries
          where game_instance_id = ${instanceId} and paid and ticket_number > ${after}
          ${skipped(skip)}
          order by ticket_number limit ${size}) batch`.execute(db);
  const chunk = rows[0]?.chunk;
  return chunk && chunk.length > 0
    ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
    : null;
}

/**
 * The paid entries of an instance in ascending ticket order, a batch at a time (keyset
 * pagination), each batch a Buffer of 4-byte big-endian numbers. The next batch is asked for
 * before the caller works on this one, so the database and Node work at the same time.
 */
export async function* paidEntryChunks(
  db: Executor,
  instanceId: string,
  batchSize = ENTRY_BATCH,
  skip: readonly number[] = [],
): AsyncGenerator<Buffer, void, undefined> {
  let chunk = await fetchBatch(db, instanceId, 0, batchSize, skip);
  while (chunk) {
    const full = chunk.length / 4 === batchSize;
    const next = full
      ? fetchBatch(db, instanceId, chunk.readInt32BE(chunk.length - 4), batchSize, skip)
      : null;
    yield chunk;
    chunk = next ? await next : null;
  }
}

/** The same entries as plain numbers (the published entries.txt). */
export async function* paidEntryBatches(
  db: Executor,
  instanceId: string,
  batchSize = ENTRY_BATCH,
  skip: readonly number[] = [],
): AsyncGenerator<Int32Array, void, undefined> {
  for await (const chunk of paidEntryChunks(db, instanceId, batchSize, skip)) {
    const numbers = new Int32Array(chunk.length / 4);
    for (let i = 0; i < numbers.length; i++) numbers[i] = chunk.readInt32BE(i * 4);
    yield numbers;
  }
}

/**
 * The domain's entries hash (SHA-256 over each ticket number as 8 big-endian bytes, ascending),
 * computed with node:crypto over the streamed batches: the same bytes as `entriesHash`, which
 * the verification CLI recomputes from the published list.
 */
export async function digestPaidEntries(
  db: Executor,
  instanceId: string,
  batchSize = ENTRY_BATCH,
  skip: readonly number[] = [],
): Promise<EntriesDigest> {
  const hash = createHash('sha256');
  const marks: BatchMark[] = [];
  let count = 0;
  let previous = 0;
  for await (const chunk of paidEntryChunks(db, instanceId, batchSize, skip)) {
    const n = chunk.length / 4;
    const wide = Buffer.alloc(n * ENTRY_ENCODING_BYTES);
    marks.push({ start: count, firstTicket: chunk.readInt32BE(0) });
    for (let i = 0; i < n; i++) {
      const ticket = chunk.readInt32BE(i * 4);
      if (ticket <= previous) {
        throw new DrawInputError(`Entries out of order: ${ticket} comes after ${previous}`);
      }
      wide.writeInt32BE(ticket, i * ENTRY_ENCODING_BYTES + 4);
      previous = ticket;
    }
    hash.update(wide);
    count += n;
  }
  return { count, hash: hash.digest('hex'), lastTicket: previous, marks };
}

/** The ticket number at a 0-based position of the canonical order (less `skip`). */
export async function paidEntryAt(
  db: Executor,
  instanceId: string,
  index: number,
  marks: readonly BatchMark[],
  skip: readonly number[] = [],
): Promise<number> {
  let mark: BatchMark = { start: 0, firstTicket: 1 };
  for (const candidate of marks) if (candidate.start <= index) mark = candidate;
  const { rows } = await sql<{ ticket_number: number }>`
    select ticket_number from instance_entries
    where game_instance_id = ${instanceId} and paid and ticket_number >= ${mark.firstTicket}
    ${skipped(skip)}
    order by ticket_number offset ${index - mark.start} limit 1`.execute(db);
  const found = rows[0];
  if (!found) throw new Error(`No paid entry at position ${index} of instance ${instanceId}`);
  return found.ticket_number;
}
