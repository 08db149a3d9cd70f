import { sql, type Kysely } from 'kysely';
import type { App } from '../app';
import type { Database } from '../db/database';
import type { Season } from './season';

export interface ArchivedDraw {
  id: string;
  /** The published record, its entry-list links pointing at the files beside it. */
  record: Record<string, unknown>;
  entriesText: string;
}

const ENTRIES = /^\/api\/draw\/published\/([0-9a-f-]{36})\/entries\.txt$/;

/** Published links to entry lists become the archive's own files (`<id>.entries.txt`). */
function localLinks(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const match = typeof value === 'string' ? ENTRIES.exec(value) : null;
    out[key] = match ? `${match[1]}.entries.txt` : value;
  }
  return out;
}

/** The ids a record links to that were drawn: its redraws and extra draws. */
function linkedIds(record: Record<string, unknown>): string[] {
  const links = [record.redraws, record.extraDraws].flatMap((list) =>
    Array.isArray(list) ? (list as { id?: unknown; drawn?: unknown }[]) : [],
  );
  return links
    .filter((l) => typeof l.id === 'string' && l.drawn !== false)
    .map((l) => String(l.id));
}

/**
 * The organization's draws of the season exactly as published (the same answers the public
 * verification calls give, so `npm run verify-draw -- <id>.json` checks each file), with
 * their entry lists, redraws and extra draws.
 */
export async function archiveDraws(
  app: App,
  db: Kysely<Database>,
  organizationId: string,
  season: Season,
): Promise<ArchivedDraw[]> {
  const { rows } = await sql<{ id: string }>`
    select d.game_instance_id as id from draws d
    where d.organization_id = ${organizationId} and d.drawn_at >= ${season.from}
      and d.drawn_at < ${season.until} order by d.drawn_at`.execute(db);
  const queue = rows.map((row) => row.id);
  const done = new Map<string, ArchivedDraw>();
  while (queue.length > 0) {
    const id = queue.shift() as string;
    if (done.has(id)) continue;
    const answer = await app.inject({ url: `/api/draw/published/${id}` });
    if (answer.statusCode !== 200) throw new Error(`draw ${id}: HTTP ${answer.statusCode}`);
    const record = answer.json<Record<string, unknown>>();
    if (record.drawn !== true) continue;
    const entries = await app.inject({ url: `/api/draw/published/${id}/entries.txt` });
    if (entries.statusCode !== 200) throw new Error(`entries of ${id}: HTTP ${entries.statusCode}`);
    done.set(id, { id, record: localLinks(record), entriesText: entries.body });
    queue.push(...linkedIds(record));
  }
  return [...done.values()];
}
