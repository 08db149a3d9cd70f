import type { ManualDrawView } from '@charity/domain/api/draw';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { Executor } from '../db/executor';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { toGameInstance } from '../games/game-instance-response';
import { noGameInstance } from '../numbers/game-context';

/** The organization's current instance as the administrator's draw screen shows it. */
export async function manualDrawView(
  db: Executor,
  currentGameId: string | null,
): Promise<ManualDrawView> {
  const current = currentGameId ? await findCurrentGameInstance(db, currentGameId) : undefined;
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
  return {
    GameInstance: toGameInstance(current),
    EntriesCount: entries,
    SalesTotal: entries * Number(current.ticket_price_cents),
    Jackpot: Number(extra.jackpot_cents),
    SalesCloseAt: extra.sales_close_at.toISOString(),
    DrawAt: extra.draw_at.toISOString(),
    Commitment: extra.seed_commitment,
    CanRun: current.manual_draw && drawable,
  };
}
