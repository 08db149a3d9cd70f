import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { listenSourceOf } from '../db/listen-source';

/** Hears one PostgreSQL notification channel; answers a function that stops listening. */
export interface NotificationPort {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

const RECONNECT_MS = 1000;

/** PostgreSQL: a dedicated client (a pooled one cannot hold LISTEN), reconnected if lost. */
function postgresPort(connectionString: string, log: FastifyBaseLogger): NotificationPort {
  return {
    async listen(channel, onPayload) {
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload) onPayload(message.payload);
        });
        next.on('error', (err) => {
          log.warn({ err }, 'pot notifications: connection lost, reconnecting');
          client = null;
          void next.end().catch(() => undefined);
          if (!stopped) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
        });
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = next;
      };
      const retry = (err: unknown) => {
        log.warn({ err }, 'pot notifications: cannot listen yet');
        if (!stopped) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
      };
      await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
  };
}

/**
 * PGlite: its own listen API, called while holding Kysely's connection, so that the LISTEN
 * never lands inside another caller's open transaction on the single connection.
 */
function pglitePort(db: Kysely<unknown>, client: PGlite): NotificationPort {
  return {
    async listen(channel, onPayload) {
      const unlisten = await db.connection().execute(() => client.listen(channel, onPayload));
      return () => db.connection().execute(() => unlisten());
    },
  };
}

/** The notification port of the app's database (same code path for both databases). */
export function notificationPortFor<T>(db: Kysely<T>, log: FastifyBaseLogger): NotificationPort {
  const source = listenSourceOf(db);
  if (source?.kind === 'postgres') return postgresPort(source.connectionString, log);
  if (source?.kind === 'pglite') return pglitePort(db as Kysely<unknown>, source.client);
  throw new Error('This database was not opened by createDatabase: it cannot LISTEN');
}
