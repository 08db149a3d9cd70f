import { moneyRefusal } from '@charity/domain/registration/money-eligibility';
import type { Executor } from '../db/executor';
import { HttpError, notFound } from '../errors/http-errors';
import { agreedToLatestTerms, hasValidPledge } from './player-response';
import { findPlayerView, type PlayerView } from './player.repository';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * Before a money call (assign, purchase, play, subscribe) the player must have completed
 * registration: latest terms, a pledge, a verified e-mail, old enough. 403 with the missing
 * step's code otherwise. Stopping money (unsubscribing) never needs it.
 */
export async function assertMayMoveMoney(
  db: Executor,
  organizationId: string,
  playerId: string,
  today = new Date(),
): Promise<void> {
  const row = await findPlayerView(db, organizationId, playerId);
  if (!row) throw notFound(refusal('player.notFound', { id: playerId }));
  refuseMoneyMove(row, today);
}

/** The account's registration facts, as findPlayerView (or a payment's lock) reads them. */
export type RegistrationFacts = Pick<
  PlayerView,
  | 'agreed_terms_version_id'
  | 'latest_terms_id'
  | 'charity_id'
  | 'charity_active'
  | 'email_verified_at'
  | 'date_of_birth'
  | 'minimum_age'
>;

/** 403 with the missing registration step's code, from facts read already. */
export function refuseMoneyMove(row: RegistrationFacts, today = new Date()): void {
  const refused = moneyRefusal({
    agreedToLatestTerms: agreedToLatestTerms(row),
    hasValidPledge: hasValidPledge(row),
    emailVerified: row.email_verified_at !== null,
    dateOfBirth: row.date_of_birth,
    minimumAge: row.minimum_age ?? 18,
    today,
  });
  if (refused) {
    const words = refusal('money.step', { code: refused.code, minimumAge: row.minimum_age ?? 18 });
    throw new HttpError(403, refused.code, words);
  }
}
