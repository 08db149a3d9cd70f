import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import { localized } from '../translations/localized-sql';

interface Row {
  id: string;
  name: string;
}

const accountName = (ids: string[], org: string) =>
  sql<Row>`select id::text as id, first_name || ' ' || last_name || ' <' || email || '>' as name
      from accounts where organization_id = ${org} and id::text = any(${ids})`;

const instanceName = (ids: string[], org: string, locale: Locale) =>
  sql<Row>`select i.id::text as id,
        ${localized(locale, 'g', 'name')} || ' — ' || ${instanceNameSql(locale, 'i.id', 'i.name')} as name
      from game_instances i join games g on g.id = i.game_id
      where g.organization_id = ${org} and i.id::text = any(${ids})`;

/**
 * What an audit subject is called today, by type: the viewer shows "Lakeshore 50/50" rather
 * than a UUID, in the reader's language where staff gave the draw a French name. A subject
 * deleted since (a charity) keeps no name here; its entry's details still say what it was.
 */
const NAME_OF: Record<
  string,
  (ids: string[], organizationId: string, locale: Locale) => RawBuilder<Row>
> = {
  account: accountName,
  player: accountName,
  charity: (ids, org) =>
    sql<Row>`select id::text as id, name from charities
          where organization_id = ${org} and id::text = any(${ids})`,
  'charity-category': (ids, org) =>
    sql<Row>`select id::text as id, name from charity_categories
          where organization_id = ${org} and id::text = any(${ids})`,
  game: (ids, org) =>
    sql<Row>`select id::text as id, name from games
          where organization_id = ${org} and id::text = any(${ids})`,
  'game-instance': instanceName,
  game_instance: instanceName,
  // A claim's entries name its draw (main or extra): a redraw's claim shares it.
  'prize-claim': (ids, org, locale) =>
    sql<Row>`select distinct c.draw_id::text as id,
          coalesce(${localized(locale, 'g', 'name')} || ' — ' ||
            ${instanceNameSql(locale, 'i.id', 'i.name')}, ${localized(locale, 'x', 'name')}) as name
        from prize_claims c
        left join game_instances i on c.draw_kind = 'Main' and i.id = c.draw_id
        left join games g on g.id = i.game_id
        left join extra_draws x on c.draw_kind = 'Extra' and x.id = c.draw_id
        where c.organization_id = ${org} and c.draw_id::text = any(${ids})`,
  'extra-draw': (ids, org) =>
    sql<Row>`select id::text as id, name from extra_draws
          where organization_id = ${org} and id::text = any(${ids})`,
  'staff-invitation': (ids, org) =>
    sql<Row>`select id::text as id, email as name from staff_invitations
          where organization_id = ${org} and id::text = any(${ids})`,
};

/**
 * Names by "type id" for the subjects of these entries that still exist: one query, a UNION ALL
 * of one select per subject type the entries name (review R9: it was one query per type).
 */
export async function subjectNames(
  db: Executor,
  organizationId: string,
  subjects: readonly { type: string; id: string | null }[],
  locale: Locale = 'en',
): Promise<Map<string, string>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { type, id } of subjects) {
    if (!id || !NAME_OF[type]) continue;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  if (idsByType.size === 0) return names;
  const selects = [...idsByType].map(
    ([type, ids]) =>
      sql`(select ${type}::text as type, n.id, n.name
        from (${NAME_OF[type]!([...ids], organizationId, locale)}) n)`,
  );
  const union = sql<Row & { type: string }>`${sql.join(selects, sql` union all `)}`;
  const { rows } = await union.execute(db);
  for (const row of rows) names.set(`${row.type} ${row.id}`, row.name);
  return names;
}
