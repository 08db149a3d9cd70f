import type { Player } from '@charity/domain/api/player';
import { addressOf } from './player-address';
import type { PlayerView } from './player.repository';

/**
 * Terms count as agreed only for the latest version, so publishing new terms sends every
 * player back to the terms step.
 */
export const agreedToLatestTerms = (
  row: Pick<PlayerView, 'agreed_terms_version_id' | 'latest_terms_id'>,
) => row.agreed_terms_version_id !== null && row.agreed_terms_version_id === row.latest_terms_id;

/** A pledge to a charity no longer active counts as none. */
export const hasValidPledge = (row: Pick<PlayerView, 'charity_id' | 'charity_active'>) =>
  row.charity_id !== null && row.charity_active === true;

export function toPlayer(row: PlayerView): Player {
  return {
    Id: row.id,
    AgreedToTermsOfService: agreedToLatestTerms(row),
    AgreedToTermsOfServiceOn: row.agreed_terms_at ? row.agreed_terms_at.toISOString() : null,
    CharityPledge: row.charity_id && hasValidPledge(row) ? { CharityId: row.charity_id } : null,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Phone: row.phone,
    Address: row.collect_player_address ? addressOf(row) : null,
  };
}
