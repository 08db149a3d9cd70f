import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { listenSourceOf } from '../db/listen-source';

/**
 * PGlite's own dump of its data directory, taken while the server serves: the dump holds
 * PGlite's one connection (every request's query and transaction waits for it), so no
 * transaction is half-way and the files are one consistent moment; a checkpoint first makes
 * the copy start without replaying the log.
 */
export async function dumpEmbedded(db: Kysely<Database>, payloadFile: string): Promise<void> {
  const source = listenSourceOf(db);
  if (source?.kind !== 'pglite') throw new Error('This database is not the embedded one.');
  const blob = await db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    return source.client.dumpDataDir('gzip');
  });
  await pipeline(
    Readable.fromWeb(blob.stream() as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(payloadFile),
  );
}
