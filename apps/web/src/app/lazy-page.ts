import type { ComponentType } from 'react';
import { loadStaffTexts } from '@/lib/i18n/i18n';

/** Route-level code splitting: a route's screen loads with its first visit. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/** A staff console screen: its code and the console's texts (players never load them). */
export function staffPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) {
  return lazyPage(async () => {
    const [module] = await Promise.all([load(), loadStaffTexts()]);
    return module;
  }, name);
}
