import { publishedDrawRecordSchema } from '@charity/domain/api/draw';
import { ENTRIES_TEXT_MEDIA_TYPE } from '@charity/domain/draws/entries-text';
import type { LeftOutEntry } from '@charity/domain/draws/eligibility';
import { GameType } from '@charity/domain/game-type';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import { snapshotText } from './draw-among-entries';
import { leftOutNumbers } from './eligible-entries';
import { paidEntryBatches } from './paid-entries';
import { findExtraRecord, findPublishedSnapshot, linkedDraws } from './published-extra-records';
import { refusal } from '../refusals/refusal-catalogue';

const params = z.object({ gameInstanceId: z.uuid().describe('Game instance id') });

export const entriesPath = (instanceId: string) => `/api/draw/published/${instanceId}/entries.txt`;

/** Public columns only: the seed comes from the draw row, which exists only after the draw. */
async function findRecord(db: Executor, instanceId: string) {
  return db
    .selectFrom('game_instances as i')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .leftJoin('draws as d', 'd.game_instance_id', 'i.id')
    .select([
      'i.id',
      'i.name',
      'i.status',
      'i.seed_commitment',
      'g.game_type',
      'g.number_range_max',
      'g.time_zone',
      'd.range_max',
      'd.commitment',
      'd.seed',
      'd.entries_hash',
      'd.entries_count',
      'd.winning_number',
      'd.drawn_at',
      'd.left_out',
    ])
    .where('i.id', '=', instanceId)
    .executeTakeFirst();
}

/** The drawn list: the paid entries less those the draw left out (its left_out). */
async function* entriesText(db: Executor, instanceId: string, leftOut: readonly LeftOutEntry[]) {
  const skip = leftOutNumbers(leftOut);
  for await (const numbers of paidEntryBatches(db, instanceId, undefined, skip)) {
    yield `${numbers.join('\n')}\n`;
  }
}

/** The public verification record of a draw and its canonical entry list (no personal data). */
export const publishedDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/draw/published/:gameInstanceId',
    {
      schema: {
        tags: ['draw'],
        summary: 'Verification record of a draw: the commitment before, everything after',
        params,
        response: { 200: publishedDrawRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.gameInstanceId;
      const row = await findRecord(app.db, id);
      if (!row) {
        const extra = await findExtraRecord(app.db, id);
        if (extra) return extra;
        throw notFound(refusal('gameInstance.notFound', { id: id }));
      }
      const drawn = row.seed !== null;
      return {
        instanceId: row.id,
        instanceName: row.name,
        gameType:
          row.game_type === GameType.GoldRush ? GameType.GoldRush : GameType.ProgressiveFiftyFifty,
        rangeMax: row.range_max ?? row.number_range_max,
        status: row.status,
        drawn,
        commitment: row.commitment ?? row.seed_commitment,
        seed: row.seed,
        entriesHash: row.entries_hash,
        entriesCount: row.entries_count === null ? null : Number(row.entries_count),
        entriesUrl: drawn ? entriesPath(row.id) : null,
        winningNumber: row.winning_number,
        drawnAt: row.drawn_at?.toISOString() ?? null,
        timeZone: row.time_zone,
        kind: 'Main' as const,
        leftOut: drawn ? (row.left_out ?? []) : null,
        ...(await linkedDraws(app.db, row.id, row.id)),
      };
    },
  );

  app.get(
    '/draw/published/:gameInstanceId/entries.txt',
    {
      schema: {
        tags: ['draw'],
        summary: 'Canonical entry list of a drawn instance: one ticket number per line, ascending',
        produces: ['text/plain'],
        params,
        // 200 is text/plain (see ENTRIES_TEXT_MEDIA_TYPE), streamed rather than serialized.
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const id = request.params.gameInstanceId;
      const drawn = await app.db
        .selectFrom('draws')
        .select(['game_instance_id', 'left_out'])
        .where('game_instance_id', '=', id)
        .executeTakeFirst();
      const snapshot = drawn ? null : await findPublishedSnapshot(app.db, id);
      if (!drawn && !snapshot) throw notFound(`Game instance ${id} has no published draw yet.`);
      // Streamed batch by batch (ten million entries are ~80 MB of text), never built whole.
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': ENTRIES_TEXT_MEDIA_TYPE,
        'cache-control': 'public, max-age=3600',
      });
      const text = snapshot
        ? snapshotText(snapshot)
        : entriesText(app.db, id, drawn?.left_out ?? []);
      await pipeline(Readable.from(text), reply.raw).catch((err: unknown) =>
        request.log.warn({ err, instanceId: id }, 'entries download interrupted'),
      );
    },
  );
};
