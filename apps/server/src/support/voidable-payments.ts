import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { HistoryItem, PaymentHistory } from '@charity/domain/api/payment-history';
import { whyNotVoidable } from '@charity/domain/refunds/void-rule';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

interface InstanceState {
  id: string;
  drawn: boolean;
  cancelled: boolean;
}

/** Whether each instance of the page has been drawn or cancelled. */
async function instanceStates(db: Executor, history: PaymentHistory) {
  const ids = [...new Set(history.Payments.map((item) => item.GameInstanceId))];
  if (ids.length === 0) return new Map<string, InstanceState>();
  const { rows } = await sql<InstanceState>`
    select i.id, exists (select 1 from draws d where d.game_instance_id = i.id) as drawn,
      i.status = ${GameInstanceStatus.Cancelled} as cancelled
    from game_instances i where i.id in (${sql.join(ids)})`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Each payment of the page with whether staff can void it, and why not: the void rule the
 * server applies when a void is asked (domain refunds/void-rule.ts), on what the page knows.
 */
export async function withVoidable(db: Executor, history: PaymentHistory) {
  const states = await instanceStates(db, history);
  const why = (item: HistoryItem) => {
    const state = states.get(item.GameInstanceId);
    return whyNotVoidable({
      succeeded: item.Status === 'Succeeded',
      refunded: item.Status === 'Refunded',
      prepayment: (item.PaidDraws?.length ?? 0) > 0,
      drawRun: state?.drawn ?? false,
      cancelled: state?.cancelled ?? false,
    });
  };
  return {
    ...history,
    Payments: history.Payments.map((item) => {
      const refusal = why(item);
      return { ...item, Voidable: refusal === null, VoidRefusal: refusal };
    }),
  };
}
