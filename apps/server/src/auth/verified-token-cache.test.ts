import { describe, expect, it } from 'vitest';
import { verifiedTokenCache } from './verified-token-cache';

const claim = { organizationId: 'o', playerId: 'p', isAdmin: false };

describe('verified token cache', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    let now = 1_000_000;
    const cache = verifiedTokenCache(() => now);
    cache.set('token', 'https://a.example', claim, 1_060);
    expect(cache.get('token', 'https://a.example')).toBe(claim);
    now = 1_060_000;
    expect(cache.get('token', 'https://a.example')).toBeUndefined();
  });

  it('never answers another token or the same token for another origin', () => {
    const cache = verifiedTokenCache(() => 0);
    cache.set('token', 'https://a.example', claim, 60);
    expect(cache.get('tokeN', 'https://a.example')).toBeUndefined();
    expect(cache.get('token', 'https://b.example')).toBeUndefined();
  });
});
