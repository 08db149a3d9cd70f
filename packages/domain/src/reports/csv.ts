import { formatCents } from '../currency';

export type CsvValue = string | number | boolean | null | undefined;

/** One field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @) is prefixed with a quote (OWASP
 * CSV injection). Numbers and formatted amounts (`-$1.00`, `-12`) stay as they are.
 */
function safeText(value: CsvValue): CsvValue {
  return typeof value === 'string' && /^([=+@\t\r]|-(?![$\d]))/.test(value) ? `'${value}` : value;
}

/** CRLF-separated records with a header record, as RFC 4180 describes. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map((value) => csvField(safeText(value))).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Cents and their formatted amount: two CSV columns, `<name>Cents` and `<name>`. */
export function moneyColumns(cents: number): [number, string] {
  return [cents, formatCents(cents)];
}
