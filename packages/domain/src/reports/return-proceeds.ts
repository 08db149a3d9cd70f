import type { ReturnFigures } from './financial-return';

/** A draw's books as the draws report states them, with its extra draws' prizes. */
export interface DrawnBooks {
  /** The charity's share as drawn (the split stays as drawn). */
  CharityAmount: number;
  /** What went back to players after the draw: out of the proceeds. */
  RefundedAfterDraw: number;
  /** The extra draws' prizes awarded (the organization pays them). */
  ExtraPrizes: number;
  /** Extra prizes unclaimed and added to a later pot: carried, not awarded here. */
  ExtraCarriedOut: number;
}

/**
 * Proceeds before expenses of a draw that was run: its charity share less what went back after
 * the draw and less every extra prize (awarded or carried to a later pot). On the return this
 * is GrossReceipts − Refunds + CarriedIn − Prizes − Rollover: gross receipts count every
 * payment taken, refunded later or not, and refunds what went back.
 */
export function drawnProceeds(books: DrawnBooks): number {
  return books.CharityAmount - books.RefundedAfterDraw - books.ExtraPrizes - books.ExtraCarriedOut;
}

/**
 * A draw not run yet has no proceeds: its receipts so far are held for the draw, which splits
 * them. Extra prizes already awarded are already out of the proceeds.
 */
export function undrawnFigures(
  row: Pick<ReturnFigures, 'GrossReceipts' | 'Refunds' | 'Prizes'>,
): Pick<ReturnFigures, 'HeldForDraw' | 'ProceedsBeforeExpenses'> {
  return {
    HeldForDraw: Math.max(0, row.GrossReceipts - row.Refunds),
    ProceedsBeforeExpenses: -row.Prizes,
  };
}
