import { ApiErrorCode } from '@charity/domain/api/errors';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { HttpError, notFound } from '../errors/http-errors';
import '../bundles/bundle-tables';
import '../setup/game-edit-tables';
import { refusal } from '../refusals/refusal-catalogue';

/** Spec §8: the SPA sends the player to /game-not-started on this code. */
export const noGameInstance = () =>
  new HttpError(404, ApiErrorCode.NoGameInstance, refusal('game.notStarted'));

/** The organization's current game, its limits and its open instance (if any). */
export async function loadGameContext(db: Executor, organizationId: string) {
  const game = await db
    .selectFrom('organizations')
    .innerJoin('games', 'games.id', 'organizations.current_game_id')
    .innerJoin('organization_settings', 'organization_settings.organization_id', 'organizations.id')
    .select((eb) => [
      'games.id',
      'games.name',
      'games.game_type',
      'games.number_range_max',
      'games.subscriptions_enabled',
      'games.lock_players_to_region',
      'games.bundles',
      'games.max_prepaid_draws',
      'games.time_zone',
      'organizations.name as organization_name',
      'organizations.payment_provider',
      // A game's own limit (migration 0050) before the organization's.
      eb.fn
        .coalesce('games.max_numbers_per_player', 'organization_settings.max_numbers_per_player')
        .as('max_numbers_per_player'),
      'organization_settings.licence_number',
      'organization_settings.jurisdiction',
    ])
    .where('organizations.id', '=', organizationId)
    .executeTakeFirst();
  if (!game) throw noGameInstance();
  return game;
}

export type GameContext = Awaited<ReturnType<typeof loadGameContext>>;

export interface SellingInstance {
  id: string;
  name: string;
  status: string;
  ticket_price_cents: number;
  sales_close_at: Date;
  draw_at: Date;
  game_id: string;
}

/** The instance of the organization's current game that a payment is for: Open and selling. */
export function sellingInstance(
  instance: SellingInstance | null,
  game: GameContext,
  gameInstanceId: string,
): SellingInstance {
  if (!instance || instance.game_id !== game.id) {
    throw notFound(refusal('gameInstance.notFound', { id: gameInstanceId }));
  }
  if (instance.status !== GameInstanceStatus.Open || instance.sales_close_at <= new Date()) {
    throw conflict(refusal('sales.closed'));
  }
  return instance;
}
