/** Spec §2: navigation goes forward by default, or back. */
export type NavigationDirection = 'forward' | 'back';

/**
 * One-time state handed to the next screen: the first read returns it and clears it, so a
 * reload or a later visit never sees stale state.
 */
export class OneTimeState<T> {
  #value: { state: T } | null = null;

  set(state: T): void {
    this.#value = { state };
  }

  take(): T | undefined {
    const value = this.#value;
    this.#value = null;
    return value?.state;
  }

  get pending(): boolean {
    return this.#value !== null;
  }
}
