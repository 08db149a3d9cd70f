import { describe, expect, it } from 'vitest';
import { verifiedTokenCache } from './verified-token-cache';

const claim = { organizationId: 'o', playerId: 'p', isAdmin: false };
const verified = { claim, grantId: 'g1' };

describe('verified token cache', () => {
  it('answers a verified token until it expires, then forgets it', () => {
    let now = 1_000_000;
    const cache = verifiedTokenCache(() => now);
    cache.set('token', 'https://a.example', verified, 1_060);
    expect(cache.get('token', 'https://a.example')?.claim).toBe(claim);
    now = 1_060_000;
    expect(cache.get('token', 'https://a.example')).toBeUndefined();
  });

  it('never answers another token or the same token for another origin', () => {
    const cache = verifiedTokenCache(() => 0);
    cache.set('token', 'https://a.example', verified, 60);
    expect(cache.get('tokeN', 'https://a.example')).toBeUndefined();
    expect(cache.get('token', 'https://b.example')).toBeUndefined();
  });

  it('forgets the tokens of ended grants only', () => {
    const cache = verifiedTokenCache(() => 0);
    cache.set('one', 'https://a.example', verified, 60);
    cache.set('two', 'https://a.example', { claim, grantId: 'g2' }, 60);
    cache.forgetGrants(new Set(['g1']));
    expect(cache.get('one', 'https://a.example')).toBeUndefined();
    expect(cache.get('two', 'https://a.example')?.grantId).toBe('g2');
  });
});
