import { describe, expect, it } from 'vitest';
import { isNonPublicIp, normalizeIp } from './ip-address';
import { ipLocationIsInside, jurisdictionOfIp } from './ip-decision';
import type { IpLocation } from './ip-locator';
import { regionSchema } from '@charity/domain/geo/region';

/** Roughly mainland Nova Scotia. */
const region = regionSchema.parse({
  type: 'Polygon',
  coordinates: [
    [
      [-66.4, 43.4],
      [-60.0, 43.4],
      [-60.0, 47.1],
      [-66.4, 47.1],
      [-66.4, 43.4],
    ],
  ],
});
const located = (overrides: Partial<IpLocation>): IpLocation => ({
  countryCode: 'CA',
  subdivisionCode: 'NS',
  latitude: 44.65,
  longitude: -63.57,
  ...overrides,
});

describe('ipLocationIsInside', () => {
  it('needs the jurisdiction’s country and subdivision and coordinates in the region', () => {
    expect(ipLocationIsInside(located({}), region, 'CA-NS')).toBe(true);
    expect(ipLocationIsInside(located({ latitude: null, longitude: null }), region, 'CA-NS')).toBe(
      true,
    );
  });

  it('refuses another subdivision, another country, or coordinates outside the region', () => {
    expect(ipLocationIsInside(located({ subdivisionCode: 'NB' }), region, 'CA-NS')).toBe(false);
    expect(ipLocationIsInside(located({ countryCode: 'US' }), region, 'CA-NS')).toBe(false);
    expect(
      ipLocationIsInside(located({ latitude: 43.65, longitude: -79.38 }), region, 'CA-NS'),
    ).toBe(false);
  });

  it('does not let a country-level record prove a province', () => {
    const countryOnly = located({ subdivisionCode: null });
    expect(ipLocationIsInside(countryOnly, region, 'CA-NS')).toBe(false);
    expect(ipLocationIsInside(countryOnly, region, 'CA')).toBe(true);
    expect(ipLocationIsInside(located({ countryCode: null }), region, 'CA-NS')).toBe(false);
    expect(ipLocationIsInside(located({}), region, null)).toBe(false);
  });

  it('names where the address was placed', () => {
    expect(jurisdictionOfIp(located({ subdivisionCode: 'ON' }))).toBe('CA-ON');
    expect(jurisdictionOfIp(located({ subdivisionCode: null }))).toBe('CA');
    expect(jurisdictionOfIp(located({ countryCode: null }))).toBeNull();
  });
});

describe('IP addresses', () => {
  it('reads IPv4-mapped IPv6 as IPv4 and refuses what is not an address', () => {
    expect(normalizeIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIp(' 2001:db8::1 ')).toBe('2001:db8::1');
    expect(normalizeIp('not-an-ip')).toBeNull();
    expect(normalizeIp('')).toBeNull();
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.1.1',
    '100.64.0.1',
    '::1',
    'fd00::1',
    'fe80::1',
  ])('treats %s as non-public', (ip) => expect(isNonPublicIp(ip)).toBe(true));

  it.each(['203.0.113.9', '8.8.8.8', '2001:db8::1', '172.32.0.1'])('treats %s as public', (ip) =>
    expect(isNonPublicIp(ip)).toBe(false),
  );
});
