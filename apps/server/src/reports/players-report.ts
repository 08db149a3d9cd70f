import type { PlayersReport } from '@charity/domain/reports/report-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { paymentsInWindow, toInt, within, type ReportWindow } from './report-window';

interface PlayersSqlRow {
  new_registrations: unknown;
  active_players: unknown;
  subscribed_groups: unknown;
  failures: unknown;
  recovered: unknown;
}

/** A failure is recovered when the same player later paid for one of its groups and instance. */
export async function playersReport(db: Executor, window: ReportWindow): Promise<PlayersReport> {
  const organizationId = window.organizationId;
  const { rows } = await sql<PlayersSqlRow>`
    with p as (select p.* from payments p where ${paymentsInWindow(window)})
    select
      (select count(*) from accounts a where a.organization_id = ${organizationId}
        and not a.is_admin and ${within('a.created_at', window)}) as new_registrations,
      (select count(distinct p.player_id) from p where p.status = 'succeeded') as active_players,
      (select count(*) from player_number_groups g where g.organization_id = ${organizationId}
        and g.subscription_status > 0) as subscribed_groups,
      (select count(*) from p where p.status = 'failed') as failures,
      (select count(*) from p where p.status = 'failed' and exists (
        select 1 from payments r where r.player_id = p.player_id
          and r.game_instance_id = p.game_instance_id and r.status = 'succeeded'
          and r.created_at > p.created_at and r.group_ids && p.group_ids)) as recovered`.execute(
    db,
  );
  const row = rows[0];
  return {
    Period: window.period,
    NewRegistrations: toInt(row?.new_registrations),
    ActivePlayers: toInt(row?.active_players),
    SubscribedGroups: toInt(row?.subscribed_groups),
    PaymentFailures: toInt(row?.failures),
    RecoveredFailures: toInt(row?.recovered),
  };
}
