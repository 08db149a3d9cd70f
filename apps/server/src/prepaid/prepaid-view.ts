import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import { paidThrough } from '@charity/domain/prepaid/prepaid-draws';
import type { Executor } from '../db/executor';
import { drawTimes, loadSchedule, loadUpcoming } from './prepaid-schedule';

const STATUS = { entered: 'Entered', pending: 'Pending', refunded: 'Refunded' } as const;

/**
 * A player's prepayments in one organization (or one of them), newest first: each draw with
 * its instance's time, or the schedule's for a draw not opened yet.
 */
export async function listPrepayments(
  db: Executor,
  input: { organizationId: string; playerId: string; paymentId?: string },
): Promise<Prepayment[]> {
  let query = db
    .selectFrom('prepaid_draws as pd')
    .innerJoin('payments as p', 'p.id', 'pd.payment_id')
    .leftJoin('game_instances as i', 'i.id', 'pd.game_instance_id')
    .select([
      'pd.payment_id',
      'pd.draw_index',
      'pd.status',
      'pd.amount_cents',
      'pd.game_instance_id',
      'pd.game_id',
      'pd.group_id',
      'i.draw_at',
      'p.currency',
      'p.created_at',
    ])
    .where('pd.organization_id', '=', input.organizationId)
    .where('pd.player_id', '=', input.playerId);
  if (input.paymentId) query = query.where('pd.payment_id', '=', input.paymentId);
  const rows = await query
    .orderBy('p.created_at', 'desc')
    .orderBy('pd.payment_id')
    .orderBy('pd.draw_index')
    .execute();
  const byPayment = new Map<string, typeof rows>();
  for (const row of rows)
    byPayment.set(row.payment_id, [...(byPayment.get(row.payment_id) ?? []), row]);
  const numbers = await groupNumbers(db, [...new Set(rows.map((row) => row.group_id))]);
  const schedules = new Map<string, Awaited<ReturnType<typeof loadSchedule>>>();
  const result: Prepayment[] = [];
  for (const [paymentId, draws] of byPayment) {
    const first = draws[0]!;
    const schedule = schedules.get(first.game_id) ?? (await loadSchedule(db, first.game_id));
    schedules.set(first.game_id, schedule);
    // A pending (or refunded) draw has no instance: the instances still scheduled hold them.
    const times = drawTimes(
      schedule,
      draws.map((draw) => ({
        drawAt: draw.status === 'entered' ? draw.draw_at : null,
        refunded: draw.status === 'refunded',
      })),
      await loadUpcoming(db, first.game_id),
    );
    const view = draws.map((draw, index) => ({
      Index: draw.draw_index,
      Status: STATUS[draw.status],
      GameInstanceId: draw.game_instance_id,
      DrawAt: times[index]!.drawAt.toISOString(),
      Estimated: times[index]!.estimated,
    }));
    const sum = (status: string) =>
      draws
        .filter((draw) => draw.status === status)
        .reduce((total, draw) => total + Number(draw.amount_cents), 0);
    result.push({
      PaymentId: paymentId,
      GroupIds: [first.group_id],
      TicketNumbers: numbers.get(first.group_id) ?? [],
      Draws: view,
      PaidThrough: paidThrough(view),
      RefundableDraws: draws.filter((draw) => draw.status === 'pending').length,
      RefundableAmount: sum('pending'),
      RefundedAmount: sum('refunded'),
      Currency: first.currency.toUpperCase(),
    });
  }
  return result;
}

async function groupNumbers(db: Executor, groupIds: string[]) {
  const numbers = new Map<string, number[]>();
  if (groupIds.length === 0) return numbers;
  const rows = await db
    .selectFrom('player_numbers')
    .select(['group_id', 'ticket_number'])
    .where('group_id', 'in', groupIds)
    .orderBy('ticket_number')
    .execute();
  for (const row of rows)
    numbers.set(row.group_id, [...(numbers.get(row.group_id) ?? []), row.ticket_number]);
  return numbers;
}
