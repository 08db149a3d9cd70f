import { createHmac, randomBytes } from 'node:crypto';
import {
  normalizeCardNumber,
  passesLuhn,
  testCardOutcome,
} from '@charity/domain/payments/test-cards';
import type { Executor } from '../../db/executor';
import { badRequest } from '../../errors/http-errors';
import type { SavedCard } from '../payment-provider';
import { refusal } from '../../refusals/refusal-catalogue';

export interface CardForm {
  CardNumber: string;
  ExpMonth: number;
  ExpYear: number;
  Cvc: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * Like Stripe's card.fingerprint: the same number gives the same value for every token, and the
 * value does not give the number back. Keyed so that the stored value is not a bare hash of a
 * sixteen-digit number, which could be reversed by trying every number.
 */
const fingerprintOf = (digits: string) =>
  createHmac('sha256', 'sandbox-card-fingerprint').update(digits).digest('hex').slice(0, 24);

/**
 * The sandbox's tokeniser: the number is read once to learn its test outcome and its last
 * four digits, then forgotten. Only the token and that outcome are kept.
 */
export async function tokenizeCard(db: Executor, form: CardForm, now = new Date()) {
  const digits = normalizeCardNumber(form.CardNumber);
  const card = passesLuhn(digits) ? testCardOutcome(digits) : null;
  if (!card) {
    throw badRequest(refusal('card.testOnly'));
  }
  const endOfExpiry = new Date(Date.UTC(form.ExpYear, form.ExpMonth, 1));
  if (endOfExpiry <= now) throw badRequest(refusal('card.expired'));
  const token = newId('tok_sb');
  const last4 = digits.slice(-4);
  await db
    .insertInto('sandbox_cards')
    .values({
      token,
      outcome: card.outcome,
      brand: card.brand,
      last4,
      exp_month: form.ExpMonth,
      exp_year: form.ExpYear,
      fingerprint: fingerprintOf(digits),
    })
    .execute();
  return { Token: token, Brand: card.brand, Last4: last4 };
}

export async function findSandboxCard(db: Executor, token: string) {
  return db.selectFrom('sandbox_cards').selectAll().where('token', '=', token).executeTakeFirst();
}

/** A saved card is the token attached to a customer; it can then be charged off-session. */
export async function attachSandboxCard(
  db: Executor,
  customerId: string,
  token: string,
): Promise<SavedCard> {
  const card = await db
    .updateTable('sandbox_cards')
    .set({ customer_id: customerId })
    .where('token', '=', token)
    .where((eb) => eb.or([eb('customer_id', 'is', null), eb('customer_id', '=', customerId)]))
    .returningAll()
    .executeTakeFirst();
  if (!card) throw badRequest(refusal('card.unknownToSandbox'));
  return {
    methodId: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    fingerprint: card.fingerprint,
  };
}

export { newId };
