import { moneyRefusal } from '@charity/domain/registration/money-eligibility';
import type { Executor } from '../db/executor';
import { HttpError, notFound } from '../errors/http-errors';
import { toPlayer } from './player-response';
import { findPlayerView } from './player.repository';

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
  if (!row) throw notFound(`Player ${playerId} does not exist.`);
  const player = toPlayer(row);
  const refusal = moneyRefusal({
    agreedToLatestTerms: player.AgreedToTermsOfService,
    hasValidPledge: player.CharityPledge !== null,
    emailVerified: row.email_verified_at !== null,
    dateOfBirth: row.date_of_birth,
    minimumAge: row.minimum_age ?? 18,
    today,
  });
  if (refusal) throw new HttpError(403, refusal.code, refusal.message);
}
