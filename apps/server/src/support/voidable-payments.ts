import type { HistoryItem, PaymentHistory } from '@charity/domain/api/payment-history';
import type { Executor } from '../db/executor';

/**
 * Each payment of the page with whether a void is still possible: not once the draw of its
 * instance has run (the rule staff-refunds applies when asked), and never on a prepayment's
 * charge: its numbers are entered draw by draw, each draw's entry is voided on its own line,
 * and the charge itself is refunded.
 */
export async function withVoidable(db: Executor, history: PaymentHistory) {
  const instanceIds = [...new Set(history.Payments.map((item) => item.GameInstanceId))];
  const drawn = instanceIds.length
    ? await db
        .selectFrom('draws')
        .select('game_instance_id')
        .where('game_instance_id', 'in', instanceIds)
        .execute()
    : [];
  const ran = new Set(drawn.map((row) => row.game_instance_id));
  const voidable = (item: HistoryItem) =>
    !ran.has(item.GameInstanceId) && !(item.PaidDraws && item.PaidDraws.length > 0);
  return {
    ...history,
    Payments: history.Payments.map((item) => ({ ...item, Voidable: voidable(item) })),
  };
}
