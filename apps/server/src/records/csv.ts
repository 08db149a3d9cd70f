/** RFC 4180 CSV with a header row; dates as ISO 8601, arrays joined by spaces. */
export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (value: unknown): string => {
    const text =
      value === null || value === undefined
        ? ''
        : value instanceof Date
          ? value.toISOString()
          : Array.isArray(value)
            ? value.join(' ')
            : typeof value === 'object'
              ? JSON.stringify(value)
              : String(value);
    return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))]
    .join('\r\n')
    .concat('\r\n');
}
