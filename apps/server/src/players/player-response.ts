import type { Player } from '@charity/domain/api/player';
import type { PlayerView } from './player.repository';

function address(row: PlayerView): Player['Address'] {
  if (!row.collect_player_address || !row.address_line1) return null;
  return {
    Line1: row.address_line1,
    Line2: row.address_line2,
    City: row.address_city ?? '',
    Province: row.address_province ?? '',
    PostalCode: row.address_postal_code ?? '',
    Country: row.address_country ?? '',
  };
}

/**
 * Terms count as agreed only for the latest version, so publishing new terms sends every
 * player back to the terms step; a pledge to a charity no longer active counts as none.
 */
export function toPlayer(row: PlayerView): Player {
  return {
    Id: row.id,
    AgreedToTermsOfService:
      row.agreed_terms_version_id !== null && row.agreed_terms_version_id === row.latest_terms_id,
    AgreedToTermsOfServiceOn: row.agreed_terms_at ? row.agreed_terms_at.toISOString() : null,
    CharityPledge: row.charity_id && row.charity_active ? { CharityId: row.charity_id } : null,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    Phone: row.phone,
    Address: address(row),
  };
}
