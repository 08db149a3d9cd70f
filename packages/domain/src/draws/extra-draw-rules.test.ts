import { describe, expect, it } from 'vitest';
import {
  CUTOFF_AFTER_MAIN_DRAW,
  EXTRA_DRAW_AFTER_MAIN_DRAW,
  EXTRA_DRAW_BEFORE_CUTOFF,
  extraDrawTimesProblem,
  extraPrizeCents,
} from './extra-draw-rules';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
const main = { salesCloseAt: at(21, 18), drawAt: at(21, 20) };

describe('extra draw times', () => {
  it('accepts an early bird before the main draw and a second prize with it', () => {
    expect(extraDrawTimesProblem({ cutoffAt: at(19), drawAt: at(20) }, main)).toBeNull();
    expect(extraDrawTimesProblem({ cutoffAt: at(21, 18), drawAt: at(21, 20) }, main)).toBeNull();
  });
  it('refuses a cut-off after the main sales close, a draw after the main draw or before its cut-off', () => {
    expect(extraDrawTimesProblem({ cutoffAt: at(21, 19), drawAt: at(21, 20) }, main)).toBe(
      CUTOFF_AFTER_MAIN_DRAW,
    );
    expect(extraDrawTimesProblem({ cutoffAt: at(19), drawAt: at(22) }, main)).toBe(
      EXTRA_DRAW_AFTER_MAIN_DRAW,
    );
    expect(extraDrawTimesProblem({ cutoffAt: at(20), drawAt: at(19) }, main)).toBe(
      EXTRA_DRAW_BEFORE_CUTOFF,
    );
  });
});

describe('extra prize', () => {
  it('is the fixed amount, or the share of the pot floored to the cent', () => {
    expect(extraPrizeCents({ kind: 'Fixed', amountCents: 50_000 }, 123)).toBe(50_000);
    expect(extraPrizeCents({ kind: 'Share', percent: 10 }, 12_345)).toBe(1_234);
  });
});
