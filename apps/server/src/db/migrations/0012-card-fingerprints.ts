import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: a card is saved once per player (the processor's fingerprint names the card
 * behind every token), and only once the processor accepted a payment with it: a payment
 * still at the bank's check or processing keeps the card it would save until it succeeds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_cards add column fingerprint text`.execute(db);
  await sql`alter table payment_methods add column fingerprint text`.execute(db);
  await sql`create unique index payment_methods_one_per_card_idx
    on payment_methods (player_id, provider, fingerprint)
    where removed_at is null and fingerprint is not null`.execute(db);
  await sql`alter table payments add column card_to_save jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column card_to_save`.execute(db);
  await sql`drop index if exists payment_methods_one_per_card_idx`.execute(db);
  await sql`alter table payment_methods drop column fingerprint`.execute(db);
  await sql`alter table sandbox_cards drop column fingerprint`.execute(db);
}
