import type { ManualDrawView } from '@charity/domain/api/draw';
import { DrawRefusalCode } from '@charity/domain/draws/draw-refusal';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { PaymentWindows } from '../payments/stale-payments';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { toGameInstance } from '../games/game-instance-response';
import { instanceSales } from '../live-pot/pot-ledger';
import { noGameInstance } from '../numbers/game-context';
import { drawsNamedIn, toNamedDrawResult } from './draw-result';
import { extraDrawsBeside } from './extra-draws';

/** The organization's current instance as the administrator's draw screen shows it. */
/** When the payments a draw waits for are answered at the latest (the stale-payment sweep). */
async function pendingPayments(db: Executor, instanceId: string, windows: PaymentWindows) {
  const pending = await db
    .selectFrom('payments')
    .select(['status', 'created_at'])
    .where('game_instance_id', '=', instanceId)
    .where('status', 'in', ['processing', 'requires_action'])
    .execute();
  const clearsBy = pending.reduce<number | null>((latest, payment) => {
    const wait = payment.status === 'requires_action' ? windows.abandonedMs : windows.staleMs;
    const at = payment.created_at.getTime() + wait;
    return latest === null || at > latest ? at : latest;
  }, null);
  return { count: pending.length, clearsBy: clearsBy === null ? null : new Date(clearsBy) };
}

export async function manualDrawView(
  db: Executor,
  currentGameId: string | null,
  windows: PaymentWindows,
  locale: Locale = 'en',
): Promise<ManualDrawView> {
  // The instance's name in the console's language, where staff gave it one (issue 27).
  const current = currentGameId
    ? await findCurrentGameInstance(db, currentGameId, locale)
    : undefined;
  if (!current) throw noGameInstance();
  const extra = await db
    .selectFrom('game_instances')
    .select(['jackpot_cents', 'seed_commitment', 'sales_close_at', 'draw_at'])
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('instance_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_instance_id', '=', current.id)
    .where('paid', '=', true)
    .executeTakeFirstOrThrow();
  const entries = Number(paid.n);
  const drawable =
    current.status === GameInstanceStatus.Open || current.status === GameInstanceStatus.SalesClosed;
  const pending = drawable ? await pendingPayments(db, current.id, windows) : null;
  const blocker = !drawable
    ? {
        Code:
          current.status === GameInstanceStatus.Drawn
            ? DrawRefusalCode.AlreadyDrawn
            : DrawRefusalCode.NotDrawable,
        PendingPayments: 0,
        ClearsBy: null,
      }
    : pending && pending.count > 0
      ? {
          Code: DrawRefusalCode.PaymentsPending,
          PendingPayments: pending.count,
          ClearsBy: pending.clearsBy?.toISOString() ?? null,
        }
      : null;
  const lastDraw = await drawsNamedIn(db, locale)
    .where('game_id', '=', current.game_id)
    .orderBy('drawn_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    GameInstance: toGameInstance(current),
    EntriesCount: entries,
    // With bundles sold, from the pot ledger: sales are not entries × price.
    SalesTotal:
      (await instanceSales(db, current.id)) ?? entries * Number(current.ticket_price_cents),
    Jackpot: Number(extra.jackpot_cents),
    SalesCloseAt: extra.sales_close_at.toISOString(),
    DrawAt: extra.draw_at.toISOString(),
    Commitment: extra.seed_commitment,
    // Payments still unanswered do not hold the draw back: running it closes sales, and those
    // payments then get their processor's last word or are cancelled (settleBeforeDraw).
    CanRun:
      current.manual_draw && (blocker === null || blocker.Code === DrawRefusalCode.PaymentsPending),
    Blocker: blocker,
    LastDraw: lastDraw ? toNamedDrawResult(lastDraw) : null,
    // After the main draw the screen shows the next instance: the drawn one's extra draws
    // still to run (and their results once run) stay named here, not lost.
    ExtraDraws: await extraDrawsBeside(
      db,
      {
        gameId: current.game_id,
        shownInstanceId: current.id,
        lastDrawnInstanceId: lastDraw?.game_instance_id ?? null,
      },
      locale,
    ),
  };
}
