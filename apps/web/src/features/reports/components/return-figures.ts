import type { ReturnFigures } from '@charity/domain/reports/financial-return';

/**
 * The return's figures in the order regulators' forms list them; `money` figures are cents.
 * The labels are `reports.financialReturn.figures.<key>` (sources in decision 0024).
 */
export const RETURN_FIGURES: ReadonlyArray<{ key: keyof ReturnFigures; money: boolean }> = [
  { key: 'TicketsSold', money: false },
  { key: 'GrossReceipts', money: true },
  { key: 'Refunds', money: true },
  { key: 'CarriedIn', money: true },
  { key: 'Prizes', money: true },
  { key: 'Rollover', money: true },
  { key: 'HeldForDraw', money: true },
  { key: 'ProceedsBeforeExpenses', money: true },
  { key: 'Expenses', money: true },
  { key: 'NetProceeds', money: true },
];
