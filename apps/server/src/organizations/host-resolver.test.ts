import { describe, expect, it } from 'vitest';
import { normalizeHost } from './host-resolver';

describe('normalizeHost', () => {
  it.each([
    ['GoldRush.LocalHost:8080', 'goldrush.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:8080', '[::1]'],
    ['play.example.org.', 'play.example.org'],
  ])('%s → %s', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});
