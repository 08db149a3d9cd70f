import { POT_EVENT, type PotUpdate } from '@charity/domain/api/live-pot';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../errors/error-responses';
import { notFound } from '../errors/http-errors';
import type { PotHub } from './pot-hub';
import { potTotalOf } from './pot-ledger';
import { refusal } from '../refusals/refusal-catalogue';

const params = z.object({ gameInstanceId: z.uuid().describe('Game instance id') });

export interface PotStreamOptions {
  hub: PotHub;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
}

const frame = (update: PotUpdate) => `event: ${POT_EVENT}\ndata: ${JSON.stringify(update)}\n\n`;

/**
 * GET game-instance/{id}/pot/stream: server-sent events. The first `pot` event is the
 * current pot; every committed change follows, whichever process made it (PostgreSQL
 * NOTIFY). Public like PotTotal itself; EventSource cannot send a bearer token.
 */
export const potStreamRoutes: FastifyPluginAsyncZod<PotStreamOptions> = async (app, options) => {
  const { hub } = options;
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    await hub.close();
  });

  app.get(
    '/game-instance/:gameInstanceId/pot/stream',
    {
      schema: {
        tags: ['game-instance'],
        summary: 'Live PotTotal of an instance as server-sent events (event `pot`)',
        produces: ['text/event-stream'],
        params,
        response: {
          200: z.string().describe('text/event-stream of `pot` events'),
          ...errorResponses,
        },
      },
      // Open for as long as a dashboard is: not work in flight.
      config: { inFlight: false },
    },
    async (request, reply) => {
      const id = request.params.gameInstanceId;
      const exists = await app.db
        .selectFrom('game_instances')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw notFound(refusal('gameInstance.notFound', { id: id }));
      const response = reply.raw;
      const unsubscribe = await hub.subscribe(id, (update) => response.write(frame(update)));
      // Read after subscribing: a change committed in between is sent twice, never lost.
      const current = await app.db
        .selectFrom('game_instances')
        .select([potTotalOf('id').as('pot_total_cents'), 'status', 'sales_close_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          unsubscribe();
          throw error;
        });
      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      open.add(response);
      response.write(
        frame({
          GameInstanceId: id,
          PotTotal: Number(current.pot_total_cents),
          SalesClosed:
            current.status !== GameInstanceStatus.Open || current.sales_close_at <= new Date(),
        }),
      );
      const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), options.heartbeatMs);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
      });
    },
  );
};
