import type { VoidsReport } from '@charity/domain/refunds/refund-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { instanceNameSql } from '../translations/instance-name';
import '../refunds/refund-tables';
import { toInt, within, type ReportWindow } from './report-window';

/** Voids and refunds by staff in the period (by when they were done), with their reasons. */
export async function voidsReport(db: Executor, window: ReportWindow): Promise<VoidsReport> {
  const { rows } = await sql<{
    id: string;
    created_at: Date;
    kind: 'void' | 'refund';
    payment_id: string;
    player_id: string;
    game_instance_id: string;
    instance_name: string;
    ticket_numbers: number[];
    amount_cents: unknown;
    reason: string;
    by: string;
    after_draw: boolean;
  }>`
    select r.id, r.created_at, r.kind, r.payment_id, p.player_id, r.game_instance_id,
      ${instanceNameSql(window.locale, 'i.id', 'i.name')} as instance_name, r.ticket_numbers, r.amount_cents, r.reason, a.email as by,
      r.after_draw
    from payment_refunds r
    join payments p on p.id = r.payment_id
    join game_instances i on i.id = r.game_instance_id
    join accounts a on a.id = r.actor_id
    where r.organization_id = ${window.organizationId}
      and ${window.instanceId ? sql`r.game_instance_id = ${window.instanceId}` : within('r.created_at', window)}
    order by r.created_at, r.id`.execute(db);
  const voids = rows.map((row) => ({
    RefundId: row.id,
    At: new Date(row.created_at).toISOString(),
    Kind: row.kind === 'void' ? ('Void' as const) : ('Refund' as const),
    PaymentId: row.payment_id,
    PlayerId: row.player_id,
    GameInstanceId: row.game_instance_id,
    GameInstanceName: row.instance_name,
    TicketNumbers: row.ticket_numbers,
    Amount: toInt(row.amount_cents),
    Reason: row.reason,
    By: row.by,
    AfterDraw: row.after_draw,
  }));
  return {
    Period: window.period,
    Voids: voids,
    VoidedNumbers: voids.reduce((sum, row) => sum + row.TicketNumbers.length, 0),
    TotalAmount: voids.reduce((sum, row) => sum + row.Amount, 0),
  };
}
