import { moneyColumns, toCsv } from '../reports/csv';
import type { VoidsReport } from './refund-api';

/** The void report as CSV: one line per void or refund, with its reason and who did it. */
export function voidsCsv(report: VoidsReport): string {
  return toCsv(
    [
      'At',
      'Kind',
      'PaymentId',
      'PlayerId',
      'GameInstanceId',
      'GameInstance',
      'TicketNumbers',
      'AmountCents',
      'Amount',
      'Reason',
      'By',
      'AfterDraw',
    ],
    report.Voids.map((row) => [
      row.At,
      row.Kind,
      row.PaymentId,
      row.PlayerId,
      row.GameInstanceId,
      row.GameInstanceName,
      row.TicketNumbers.join(' '),
      ...moneyColumns(row.Amount),
      row.Reason,
      row.By,
      row.AfterDraw,
    ]),
  );
}
