import type { ComponentType } from 'react';

/** Route-level code splitting: a route's screen loads with its first visit. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}
