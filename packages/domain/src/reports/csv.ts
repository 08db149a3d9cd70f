import { formatCents } from '../currency';

/**
 * An amount written from typed cents (`moneyColumns`): the only text a cell may start with `-`
 * unprefixed, because it is formatted here and never comes from what somebody typed.
 */
export class CsvAmount {
  constructor(readonly cents: number) {}
  toString(): string {
    return formatCents(this.cents);
  }
}

export type CsvValue = string | number | boolean | CsvAmount | null | undefined;

/** One field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * OWASP CSV injection: every text cell starting with =, +, -, @, tab or CR is prefixed with a
 * quote, whatever follows (`-1+cmd|…` and `-$A$1+…` too). Numbers are written from typed
 * numbers (and amounts from typed cents, `CsvAmount`), never recognised from text.
 */
function safeText(value: CsvValue): CsvValue {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CRLF-separated records with a header record, as RFC 4180 describes. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map((value) => csvField(safeText(value))).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Cents and their formatted amount: two CSV columns, `<name>Cents` and `<name>`. */
export function moneyColumns(cents: number): [number, CsvAmount] {
  return [cents, new CsvAmount(cents)];
}
