/** Countries a player's address may be in (ISO 3166-1 alpha-2); the first is the default. */
export const ADDRESS_COUNTRIES = ['CA', 'US'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export function isAddressCountry(value: string): value is AddressCountry {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(value);
}
