import { sql } from 'kysely';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * A prepayment shares the game row's lock before its player's (the order the game's own
 * writers take them in) and reads the price the next instances will open at: a price edit
 * waits for the charge to be recorded, then sees it; a prepayment after the edit sees it.
 */
export async function lockPriceForPrepayment(trx: Executor, gameId: string): Promise<number> {
  const { rows } = await sql<{ price: string }>`
    select ticket_price_cents as price from games where id = ${gameId} for share`.execute(trx);
  return Number(rows[0]?.price ?? 0);
}

/** The draws after this one open at the game's price: a prepayment pays them all at one price. */
export function refuseUnlessOnePrice(nextPrice: number, instancePrice: number): void {
  if (nextPrice !== instancePrice) throw conflict(refusal('prepaid.priceChanging'));
}
