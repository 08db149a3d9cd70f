import type { Executor } from '../db/executor';

/** The IANA zone of the organization's current game (UTC before it has one). */
export async function currentGameZone(db: Executor, organizationId: string): Promise<string> {
  const row = await db
    .selectFrom('organizations as o')
    .innerJoin('games as g', 'g.id', 'o.current_game_id')
    .select('g.time_zone')
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}
