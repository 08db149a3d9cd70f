import { z } from 'zod';
import type { Executor } from '../db/executor';
import type { SavedCard } from './payment-provider';

export interface CardToKeep {
  playerId: string;
  provider: string;
  customerId: string;
  card: SavedCard;
}

/** A payment's `card_to_save` column as written with a charge waiting for the bank's check, read back checked. */
const heldCardSchema = z.object({
  playerId: z.string(),
  provider: z.string(),
  customerId: z.string(),
  card: z.object({
    methodId: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    fingerprint: z.string().nullable(),
  }),
}) satisfies z.ZodType<CardToKeep>;

export interface KeptCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The player had saved this very card before: nothing was added. */
  alreadySaved: boolean;
}

const columns = ['id', 'brand', 'last4', 'exp_month', 'exp_year'] as const;

/**
 * The one way a card joins the player's saved cards: once per card (the processor's
 * fingerprint), a removed card coming back when saved again.
 */
export async function keepSavedCard(db: Executor, keep: CardToKeep): Promise<KeptCard> {
  const { card } = keep;
  if (card.fingerprint) {
    const existing = await db
      .selectFrom('payment_methods')
      .select(columns)
      .where('player_id', '=', keep.playerId)
      .where('provider', '=', keep.provider)
      .where('fingerprint', '=', card.fingerprint)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (existing) return { ...existing, alreadySaved: true };
  }
  const row = await db
    .insertInto('payment_methods')
    .values({
      player_id: keep.playerId,
      provider: keep.provider,
      provider_customer_id: keep.customerId,
      provider_method_id: card.methodId,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
    })
    .onConflict((oc) =>
      oc.columns(['provider', 'provider_method_id']).doUpdateSet({ removed_at: null }),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
  return { ...row, alreadySaved: false };
}

/** A payment that will save its card once it succeeds (still at the bank, or processing). */
/** On success: the card the payment held joins the saved cards. */
export async function keepHeldCard(
  db: Executor,
  paymentId: string,
  cardToSave: unknown,
): Promise<void> {
  if (!cardToSave) return;
  const keep = heldCardSchema.parse(cardToSave);
  await db
    .updateTable('payments')
    .set({ card_to_save: null })
    .where('id', '=', paymentId)
    .execute();
  await keepSavedCard(db, keep);
}
