import { EARLIEST_DATE } from '@charity/domain/requests/bounded-date';
import {
  latestExpenseDate,
  MAX_EXPENSE_CENTS,
  MAX_EXPENSE_DESCRIPTION,
} from '@charity/domain/reports/financial-return';

/** Dollars and cents as typed ("12.50", "12,50", "-3") to cents; null when it is not a sum. */
export function centsOf(text: string): number | null {
  const match = /^\s*(-?)(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export interface ExpenseFields {
  description: string;
  amount: string;
  spentOn: string;
}

/** A problem of one field: its catalogue key under reports.financialReturn.expense.check. */
export type ExpenseProblems = Partial<Record<keyof ExpenseFields, string>>;

function descriptionProblem(description: string) {
  const text = description.trim();
  if (!text) return 'descriptionEmpty';
  return text.length > MAX_EXPENSE_DESCRIPTION ? 'descriptionLong' : undefined;
}

function amountProblem(cents: number | null) {
  if (cents === null) return 'amountInvalid';
  if (cents <= 0) return 'amountNotPositive';
  return cents > MAX_EXPENSE_CENTS ? 'amountTooLarge' : undefined;
}

function dateProblem(spentOn: string, now: Date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(spentOn)) return 'dateMissing';
  if (spentOn < EARLIEST_DATE) return 'dateEarly';
  return spentOn > latestExpenseDate(now) ? 'dateFuture' : undefined;
}

/**
 * The server's rules for an expense, said field by field before anything is sent (issue 27):
 * the staff member reads what to change, not a schema's message.
 */
export function expenseProblems(fields: ExpenseFields, now: Date = new Date()): ExpenseProblems {
  const problems: ExpenseProblems = {
    description: descriptionProblem(fields.description),
    amount: amountProblem(centsOf(fields.amount)),
    spentOn: dateProblem(fields.spentOn, now),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, key]) => key !== undefined),
  ) as ExpenseProblems;
}
