import { OneTimeState, type NavigationDirection } from '@charity/domain/navigation-state';

/** The part of the data router the service drives; a fake in tests. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
}

export interface NavigateOptions {
  direction?: NavigationDirection;
  /** Handed to the next screen once (spec §2): the first read clears it. */
  state?: unknown;
  replace?: boolean;
}

export function createNavigationService() {
  let router: RouterLike | null = null;
  let direction: NavigationDirection = 'forward';
  const oneTimeState = new OneTimeState<unknown>();
  const listeners = new Set<() => void>();

  function setDirection(next: NavigationDirection) {
    if (next === direction) return;
    direction = next;
    listeners.forEach((listener) => listener());
  }

  return {
    attach(target: RouterLike) {
      router = target;
    },
    async navigate(to: string, options: NavigateOptions = {}): Promise<void> {
      if (!router) throw new Error('Navigation used before the router was attached');
      setDirection(options.direction ?? 'forward');
      if (options.state !== undefined) oneTimeState.set(options.state);
      await router.navigate(to, { replace: options.replace });
    },
    /** Browser history moves (back/forward buttons) report their own direction. */
    setDirection,
    takeState<T>(): T | undefined {
      return oneTimeState.take() as T | undefined;
    },
    getDirection: (): NavigationDirection => direction,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NavigationService = ReturnType<typeof createNavigationService>;

export const navigation = createNavigationService();
