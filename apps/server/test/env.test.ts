import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, loadEnv } from '../src/config/env';
import { repoRoot } from '../src/config/paths';

describe('loadEnv', () => {
  it('applies the defaults, resolving paths against the repository root', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: path.join(repoRoot, 'data'),
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      DEFAULT_ORGANIZATION: 'goldrush',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      CURRENT_ENVIRONMENT: 'production',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
  });

  it('treats empty values as unset and parses flags', () => {
    const env = loadEnv({
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://a.example/',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.PUBLIC_ORIGIN).toBe('https://a.example');
  });

  it('lists every bad key at once', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DEFAULT_ORGANIZATION: 'Gold Rush',
      TRUST_PROXY: 'perhaps',
    };
    try {
      loadEnv(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const keys = (error as InvalidEnvironmentError).problems.map(
        (problem) => problem.split(':')[0],
      );
      expect(keys.sort()).toEqual(['DATABASE_URL', 'DEFAULT_ORGANIZATION', 'PORT', 'TRUST_PROXY']);
    }
  });

  it('takes the payment windows in minutes, decimals allowed, abandoned no shorter than stale', () => {
    expect(loadEnv({})).toMatchObject({ STALE_PAYMENT_MINUTES: 5, ABANDONED_PAYMENT_MINUTES: 10 });
    const seconds = loadEnv({ STALE_PAYMENT_MINUTES: '0.03', ABANDONED_PAYMENT_MINUTES: '0.06' });
    expect(seconds.STALE_PAYMENT_MINUTES * 60_000).toBeCloseTo(1800);
    expect(() => loadEnv({ STALE_PAYMENT_MINUTES: '0' })).toThrow(/STALE_PAYMENT_MINUTES/);
    expect(() => loadEnv({ STALE_PAYMENT_MINUTES: '20', ABANDONED_PAYMENT_MINUTES: '10' })).toThrow(
      /ABANDONED_PAYMENT_MINUTES: must be at least STALE_PAYMENT_MINUTES/,
    );
  });
});
