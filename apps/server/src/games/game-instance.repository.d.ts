import type { Executor } from '../db/executor';
/**
 * The instance a player sees for a game: the open one, otherwise the most recent that sold
 * tickets. Scheduled and cancelled instances never count as current.
 */
export declare function findCurrentGameInstance(
  db: Executor,
  gameId: string,
): Promise<
  | {
      game_type: number;
      manual_draw: boolean;
      subscriptions_enabled: boolean;
      lock_players_to_region: boolean;
      id: string;
      description: string;
      name: string;
      ticket_price_cents: number;
      game_id: string;
      status: string;
      pot_total_cents: number;
      started_on: Date | null;
      ended_on: Date | null;
    }
  | undefined
>;
export type CurrentGameInstanceRow = NonNullable<
  Awaited<ReturnType<typeof findCurrentGameInstance>>
>;
