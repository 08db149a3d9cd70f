import type { Executor } from '../db/executor';
import type { PaymentProvider } from './payment-provider';

/** The player's customer at the provider, created the first time a card is kept. */
export async function ensureCustomerId(
  db: Executor,
  provider: PaymentProvider,
  player: { id: string; email: string; first_name: string },
): Promise<string> {
  const existing = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('player_id', '=', player.id)
    .where('provider', '=', provider.name)
    .executeTakeFirst();
  if (existing) return existing.customer_id;
  const customerId = await provider.ensureCustomer({
    id: player.id,
    email: player.email,
    name: player.first_name,
  });
  await db
    .insertInto('payment_customers')
    .values({ player_id: player.id, provider: provider.name, customer_id: customerId })
    .onConflict((oc) => oc.columns(['player_id', 'provider']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('player_id', '=', player.id)
    .where('provider', '=', provider.name)
    .executeTakeFirstOrThrow();
  return stored.customer_id;
}

export async function findOwnMethod(
  db: Executor,
  playerId: string,
  provider: string,
  methodId: string,
) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'provider_method_id', 'provider_customer_id'])
    .where('id', '=', methodId)
    .where('player_id', '=', playerId)
    .where('provider', '=', provider)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}
