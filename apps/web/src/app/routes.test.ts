import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { routes } from './routes';

function allPaths(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [(value as (year: number) => string)(2025)];
    return allPaths(value as object);
  });
}

describe('route table', () => {
  it.each(allPaths(paths))('%s has its own route (not the catch-all)', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });
});
