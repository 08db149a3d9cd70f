import { normalPostalCode } from '@charity/domain/address/postal-code';
import type { Player } from '@charity/domain/api/player';
import type { UpdatePlayerInfo } from '@charity/domain/api/player-info';
import type { PlayerView } from './player.repository';

type AddressColumns = Pick<
  PlayerView,
  | 'address_line1'
  | 'address_line2'
  | 'address_city'
  | 'address_province'
  | 'address_postal_code'
  | 'address_country'
>;

/** The stored address as the API shows it; null when none was given. */
export function addressOf(row: AddressColumns): Player['Address'] {
  if (!row.address_line1) return null;
  return {
    Line1: row.address_line1,
    Line2: row.address_line2,
    City: row.address_city ?? '',
    Province: row.address_province ?? '',
    PostalCode: row.address_postal_code ?? '',
    Country: row.address_country ?? '',
  };
}

/** The columns an address update writes; an empty second line is stored as none. */
export function addressColumns(address: NonNullable<UpdatePlayerInfo['Address']>): AddressColumns {
  return {
    address_line1: address.Line1,
    address_line2: address.Line2 || null,
    address_city: address.City,
    address_province: address.Province,
    address_postal_code: normalPostalCode(address.Country, address.PostalCode),
    address_country: address.Country,
  };
}
