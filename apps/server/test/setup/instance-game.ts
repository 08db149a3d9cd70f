import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app';

/** The game of an instance and its time zone (the sales-extension tests' set-up). */
export async function instanceGame(
  t: TestApp,
  instanceId: string,
): Promise<{ gameId: string; timeZone: string }> {
  const { rows } = await sql<{ game_id: string; time_zone: string }>`
    select i.game_id, g.time_zone from game_instances i join games g on g.id = i.game_id
    where i.id = ${instanceId}`.execute(t.database.db);
  const row = rows[0];
  if (!row) throw new Error(`no instance ${instanceId}`);
  return { gameId: row.game_id, timeZone: row.time_zone };
}
