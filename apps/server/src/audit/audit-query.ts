import { parseWallTime } from '@charity/domain/setup/instance-setup';
import { isInstant, type AuditLog, type AuditQuery } from '@charity/domain/staff/audit-api';
import { sql } from 'kysely';
import { actionsWorded } from '@charity/domain/audit/audit-actions';
import type { Executor } from '../db/executor';
import { zonedInstant } from '../lifecycle/zoned-time';
import { currentGameZone } from '../organizations/organization-zone';
import type { Locale } from '../identity/pages/locale';
import { subjectNames } from './audit-subject-names';

/** A filter time as an instant: its own offset, or the game's clock (a skipped hour moves on). */
const instantOf = (value: string, timeZone: string): Date =>
  isInstant(value) ? new Date(value) : zonedInstant(parseWallTime(value)!, timeZone);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The organization's audit log, newest first, filtered as the viewer asks. */
export async function queryAuditLog(
  db: Executor,
  organizationId: string,
  /** `actorId`: only this account's own actions (a manager's view). */
  query: AuditQuery & { actorId?: string },
  locale: Locale = 'en',
): Promise<AuditLog> {
  const timeZone = await currentGameZone(db, organizationId);
  let select = db
    .selectFrom('audit_log as l')
    .leftJoin('accounts as a', (join) =>
      join
        .on(sql<string>`a.id::text`, '=', sql.ref('l.actor'))
        .on('a.organization_id', '=', organizationId),
    )
    .select([
      'l.id',
      'l.occurred_at',
      'l.actor',
      'l.action',
      'l.subject_type',
      'l.subject_id',
      'l.details',
      'a.first_name',
      'a.last_name',
      'a.email',
    ])
    .where('l.organization_id', '=', organizationId);
  if (query.actorId) select = select.where('l.actor', '=', query.actorId);
  if (query.from) select = select.where('l.occurred_at', '>=', instantOf(query.from, timeZone));
  if (query.to) select = select.where('l.occurred_at', '<=', instantOf(query.to, timeZone));
  if (query.action) {
    // By its key ("staff.role") or by its words as the viewer shows them ("Role changed").
    const pattern = `%${escapeLike(query.action.toLowerCase())}%`;
    const worded = actionsWorded(query.action);
    select = select.where((eb) =>
      eb.or([
        eb(sql<string>`lower(l.action)`, 'like', pattern),
        ...(worded.length ? [eb('l.action', 'in', worded)] : []),
      ]),
    );
  }
  if (query.subject) {
    const subject = query.subject;
    select = select.where((eb) =>
      eb.or([eb('l.subject_type', '=', subject), eb('l.subject_id', '=', subject)]),
    );
  }
  if (query.actor) {
    const pattern = `%${escapeLike(query.actor.toLowerCase())}%`;
    const actor = query.actor;
    select = select.where((eb) =>
      eb.or([
        eb('l.actor', '=', actor),
        eb(sql<string>`lower(a.email)`, 'like', pattern),
        eb(sql<string>`lower(a.first_name || ' ' || a.last_name)`, 'like', pattern),
      ]),
    );
  }
  const rows = await select.orderBy('l.id', 'desc').limit(query.limit).execute();
  const names = await subjectNames(
    db,
    organizationId,
    rows.map((row) => ({ type: row.subject_type, id: row.subject_id })),
    locale,
  );
  return {
    TimeZone: timeZone,
    Entries: rows.map((row) => ({
      Id: Number(row.id),
      OccurredAt: new Date(row.occurred_at).toISOString(),
      Actor: row.actor,
      ActorName: row.email ? `${row.first_name} ${row.last_name} <${row.email}>` : null,
      Action: row.action,
      SubjectType: row.subject_type,
      SubjectId: row.subject_id,
      SubjectName: names.get(`${row.subject_type} ${row.subject_id}`) ?? null,
      Details: (row.details ?? {}) as Record<string, unknown>,
    })),
  };
}
