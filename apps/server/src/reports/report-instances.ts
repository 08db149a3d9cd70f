import type { ReportInstances } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { localized } from '../translations/localized-sql';
import { instanceNameSql } from '../translations/instance-name';

/**
 * Every instance of every game of the organization, newest first (a season is small), each
 * with its game's name (stored names, like every report's rows).
 */
export async function reportInstances(
  db: Executor,
  organizationId: string,
  locale: Locale = 'en',
): Promise<ReportInstances> {
  const { rows } = await sql<{
    id: string;
    name: string;
    game_name: string;
    status: string;
    draw_at: Date;
  }>`
    select i.id, ${instanceNameSql(locale, 'i.id', 'i.name')} as name,
      ${localized(locale, 'g', 'name')} as game_name, i.status, i.draw_at
    from game_instances i
    join games g on g.id = i.game_id
    where g.organization_id = ${organizationId}
    order by i.draw_at desc limit 500`.execute(db);
  return {
    Instances: rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      GameName: row.game_name,
      Status: row.status,
      DrawAt: new Date(row.draw_at).toISOString(),
    })),
  };
}
