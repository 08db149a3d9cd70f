import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * The year the organization's games began, as its players count years: the earliest year an
 * instance of any of its games opened (a scheduled one has not), each in its game's time
 * zone, or of a draw if one is older (data loaded from another system). Null before any.
 */
export async function firstDrawYear(db: Executor, organizationId: string): Promise<number | null> {
  const { rows } = await sql<{ year: number | null }>`
    select least(
      (select min(extract(year from coalesce(i.started_on, i.created_at) at time zone g.time_zone))
       from game_instances i join games g on g.id = i.game_id
       where g.organization_id = ${organizationId} and i.status <> 'Scheduled'),
      (select min(d.draw_year) from draws d where d.organization_id = ${organizationId})
    )::int as year`.execute(db);
  const year = rows[0]?.year;
  return year === null || year === undefined ? null : Number(year);
}
