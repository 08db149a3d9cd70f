import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export type ScreenRow = Record<string, string>;

/** A report table as the administrator reads it: one record per row, keyed by column header. */
export async function readTable(page: Page, caption: string): Promise<ScreenRow[]> {
  const table = page.locator('table').filter({
    has: page.locator('caption').getByText(caption, { exact: true }),
  });
  await expect(table).toHaveCount(1);
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const rows: ScreenRow[] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
    // The "nothing in this period" row spans every column.
    if (cells.length !== headers.length) continue;
    rows.push(Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? ''])));
  }
  return rows;
}

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  const [header = [], ...body] = records;
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}

/** Clicks a report's "Download CSV" and reads the file the browser saved. */
export async function downloadCsv(
  page: Page,
  reportTitle: string,
): Promise<Record<string, string>[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download CSV: ${reportTitle}` }).click();
  const file = await (await download).path();
  return parseCsv(readFileSync(file, 'utf8'));
}
