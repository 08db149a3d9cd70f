import { describe, expect, it } from 'vitest';
import { OneTimeState } from './navigation-state';

describe('OneTimeState (spec §2: read once then cleared)', () => {
  it('returns the state once, then nothing', () => {
    const state = new OneTimeState<{ receipt: string }>();
    state.set({ receipt: 'r-1' });
    expect(state.pending).toBe(true);
    expect(state.take()).toEqual({ receipt: 'r-1' });
    expect(state.pending).toBe(false);
    expect(state.take()).toBeUndefined();
  });

  it('keeps only the latest state', () => {
    const state = new OneTimeState<number>();
    state.set(1);
    state.set(2);
    expect(state.take()).toBe(2);
  });

  it('can carry a falsy value', () => {
    const state = new OneTimeState<number>();
    state.set(0);
    expect(state.pending).toBe(true);
    expect(state.take()).toBe(0);
  });
});
