import { createElement, Fragment, type ComponentType } from 'react';
import { loadTexts } from '@/lib/i18n/i18n';

/**
 * Asking for a screen's code adds a preload link for each of its files (the dashboard: about
 * 30, some 5 ms of a phone's main thread ×4); done in a task of its own, not in the router's
 * first navigation (issue 28).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Route-level code splitting: a route's screen loads with its first visit, with the texts
 * no first screen shows (`i18n/later/`), asked for at the same time (no round trip added).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => {
    await nextTask();
    const [module] = await Promise.all([load(), loadTexts('later')]);
    return { Component: module[name] };
  };
}

/**
 * A first screen (the dashboard, sign-in, the game's introduction: bench/first-load.ts): its
 * texts are in the first load; the later ones are not awaited (the first-load budget).
 */
export function firstScreenPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) {
  return async () => {
    await nextTask();
    return { Component: (await load())[name] };
  };
}

/**
 * A staff console screen: its code and the console's texts (players never load them), under
 * the owners' backup warning (nothing when backups run, or for other roles).
 */
export function staffPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) {
  return async () => {
    await nextTask();
    const [module, { BackupWarning }] = await Promise.all([
      load(),
      import('@/features/staff/components/backup-warning'),
      loadTexts('staff'),
      loadTexts('later'),
    ]);
    const Screen = module[name];
    function StaffScreen() {
      return createElement(Fragment, null, createElement(BackupWarning), createElement(Screen));
    }
    return { Component: StaffScreen };
  };
}
