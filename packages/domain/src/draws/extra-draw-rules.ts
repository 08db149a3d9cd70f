/**
 * Extra draws of a game instance (early bird, multi-prize): when they may be held. Each has
 * its own entry cut-off and draw time, before or with the main draw (DESIGN.md §3 "Money
 * operations"). Shared by the organization file loader and the staff call.
 */
export interface ExtraDrawTimes {
  cutoffAt: Date;
  drawAt: Date;
}

export interface MainDrawTimes {
  salesCloseAt: Date;
  drawAt: Date;
}

export const CUTOFF_AFTER_MAIN_DRAW =
  "An extra draw's entry cut-off cannot be after the main draw's sales close.";
export const EXTRA_DRAW_AFTER_MAIN_DRAW = 'An extra draw cannot be held after the main draw.';
export const EXTRA_DRAW_BEFORE_CUTOFF =
  'An extra draw is held at or after its entry cut-off, not before it.';

/** Why these times are refused, or null when the extra draw may be held then. */
export function extraDrawTimesProblem(extra: ExtraDrawTimes, main: MainDrawTimes): string | null {
  if (extra.cutoffAt.getTime() > main.salesCloseAt.getTime()) return CUTOFF_AFTER_MAIN_DRAW;
  if (extra.drawAt.getTime() > main.drawAt.getTime()) return EXTRA_DRAW_AFTER_MAIN_DRAW;
  if (extra.drawAt.getTime() < extra.cutoffAt.getTime()) return EXTRA_DRAW_BEFORE_CUTOFF;
  return null;
}

/** A fixed amount in cents, or a share (percent, floored to the cent) of the pot at the draw. */
export type ExtraPrize =
  { kind: 'Fixed'; amountCents: number } | { kind: 'Share'; percent: number };

export function extraPrizeCents(prize: ExtraPrize, potTotalCents: number): number {
  return prize.kind === 'Fixed'
    ? prize.amountCents
    : Math.floor((potTotalCents * prize.percent) / 100);
}
