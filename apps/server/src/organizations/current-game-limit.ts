import type { Executor } from '../db/executor';
import '../setup/game-edit-tables';

/** The current game's own numbers per player (migration 0050), or null: the organization's. */
export async function currentGameNumbersLimit(
  db: Executor,
  organizationId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('organizations')
    .innerJoin('games', 'games.id', 'organizations.current_game_id')
    .select('games.max_numbers_per_player')
    .where('organizations.id', '=', organizationId)
    .executeTakeFirst();
  return row?.max_numbers_per_player ?? null;
}
