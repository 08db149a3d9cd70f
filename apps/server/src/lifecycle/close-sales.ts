import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';

/**
 * Open → SalesClosed once sales_close_at has come (or at once, `early`: an administrator's
 * manual draw). The update takes the instance row lock, so it waits for a purchase that is
 * adding entries; afterwards no entry can join (see the instance_entries_open_only trigger).
 * Answers the time to retry when it is not due yet.
 */
export async function closeSales(
  db: Executor,
  instanceId: string,
  actor = 'scheduler',
  early = false,
): Promise<{ closed: boolean; retryAt: Date | null }> {
  // An early close records the real time: sales closed now, not at the time scheduled (the
  // next instance may then open at once, and every report reads the real period).
  const { rows } = await sql<{
    organization_id: string;
    scheduled: Date;
    sales_close_at: Date;
  }>`
    with before as (select id, sales_close_at from game_instances where id = ${instanceId}
      for update)
    update game_instances i set status = ${GameInstanceStatus.SalesClosed},
      sales_close_at = least(i.sales_close_at, now())
    from games g, before b
    where i.id = b.id and g.id = i.game_id and i.status = ${GameInstanceStatus.Open}
      and (i.sales_close_at <= now() or ${early})
    returning g.organization_id, b.sales_close_at as scheduled, i.sales_close_at`.execute(db);
  const row = rows[0];
  if (row) {
    const scheduled = new Date(row.scheduled);
    const closedAt = new Date(row.sales_close_at);
    await appendAudit(db, {
      organizationId: row.organization_id,
      actor,
      action: 'game-instance.sales-closed',
      subjectType: 'game-instance',
      subjectId: instanceId,
      ...(closedAt < scheduled
        ? {
            details: {
              early: true,
              changes: {
                salesCloseAt: { before: scheduled.toISOString(), after: closedAt.toISOString() },
              },
            },
          }
        : {}),
    });
    return { closed: true, retryAt: null };
  }
  const instance = await db
    .selectFrom('game_instances')
    .select(['status', 'sales_close_at'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
  const notYet = instance?.status === GameInstanceStatus.Open;
  return { closed: false, retryAt: notYet ? instance.sales_close_at : null };
}

/** Scheduled → Open once its start has come, with its seed committed. */
export async function openScheduled(db: Executor, instanceId: string): Promise<boolean> {
  const result = await db
    .updateTable('game_instances')
    .set({ status: GameInstanceStatus.Open, started_on: new Date() })
    .where('id', '=', instanceId)
    .where('status', '=', GameInstanceStatus.Scheduled)
    .where((eb) => eb.or([eb('started_on', 'is', null), eb('started_on', '<=', new Date())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
