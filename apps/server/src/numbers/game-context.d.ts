import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
/** Spec §8: the SPA sends the player to /game-not-started on this code. */
export declare const noGameInstance: () => HttpError;
/** The organization's current game, its limits and its open instance (if any). */
export declare function loadGameContext(
  db: Executor,
  organizationId: string,
): Promise<{
  payment_provider: 'sandbox' | 'stripe';
  id: string;
  name: string;
  game_type: number;
  number_range_max: number;
  subscriptions_enabled: boolean;
  max_numbers_per_player: number;
  licence_number: string | null;
  jurisdiction: string;
  organization_name: string;
}>;
export type GameContext = Awaited<ReturnType<typeof loadGameContext>>;
/** The instance of the organization's current game that a payment is for: Open and selling. */
export declare function loadSellingInstance(
  db: Executor,
  game: GameContext,
  gameInstanceId: string,
): Promise<{
  id: string;
  name: string;
  ticket_price_cents: number;
  game_id: string;
  status: string;
  sales_close_at: Date;
}>;
export type SellingInstance = Awaited<ReturnType<typeof loadSellingInstance>>;
