/**
 * Recomputes a published draw independently:
 *   npm run verify-draw -- <published record file or URL>
 * A URL is the server's GET /api/draw/published/{gameInstanceId}; a file holds the same JSON
 * (or the domain's publishedDrawSchema with `entries` or `entriesText`). When the record
 * only points at its entries (`entriesUrl`), they are fetched (or read, relative to the
 * file). Extra draws and redraws are records of the same route (their own id): a redraw's
 * entries are also checked to be the drawn list it replaces less its excluded entries and the
 * entries it left out. Any draw's left-out entries (`leftOut`: entry number and reason, their
 * holder was not eligible) must be absent from its entries.
 * Prints OK or each failure; exit code 0 when the draw checks out, 1 otherwise.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEntriesText } from '@charity/domain/draws/entries-text';
import { EntryList, entrySchema } from '@charity/domain/draws/entry-list';
import { leftOutEntrySchema, leftOutProblem } from '@charity/domain/draws/eligibility';
import { exclusionProblem } from '@charity/domain/draws/redraw-exclusion';
import { verifyDraw } from '@charity/domain/draws/verify-draw';
import { z } from 'zod';

const print = (line: string) => process.stdout.write(`${line}\n`);
const isUrl = (value: string) => /^https?:\/\//i.test(value);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'application/json, text/plain' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** A linked text: relative to the record's URL, or to the record's file. */
function readLinked(source: string, link: string): Promise<string> {
  return isUrl(source)
    ? fetchText(new URL(link, source).toString())
    : isUrl(link)
      ? fetchText(link)
      : readFile(path.resolve(path.dirname(source), link.replace(/^\/+/, '')), 'utf8');
}

async function load(source: string): Promise<Record<string, unknown>> {
  const text = isUrl(source) ? await fetchText(source) : await readFile(source, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('The published record is not a JSON object');
  }
  const record = { ...(parsed as Record<string, unknown>) };
  const link = record.entriesUrl;
  if (
    record.entries === undefined &&
    record.entriesText === undefined &&
    typeof link === 'string'
  ) {
    record.entriesText = await readLinked(source, link);
  }
  return record;
}

const redrawOfSchema = z.object({
  reason: z.string(),
  excludedEntries: z.array(z.int().positive()),
  baseEntriesUrl: z.string(),
});

/**
 * A redraw: its entries must be the drawn list it replaces less the excluded entries. Answers
 * a line to print, or null when the record is not a redraw.
 */
const ownEntries = (record: Record<string, unknown>) =>
  typeof record.entriesText === 'string'
    ? parseEntriesText(record.entriesText)
    : EntryList.fromEntries(z.array(entrySchema).parse(record.entries));

/** The entries the draw left out (ineligible holders), as published with it. */
const leftOutOf = (record: Record<string, unknown>) =>
  z.array(leftOutEntrySchema).nullish().parse(record.leftOut) ?? [];

function countOf(entries: number): string {
  return `${entries} ${entries === 1 ? 'entry' : 'entries'}`;
}

/**
 * Left-out entries: none may be in the drawn list. Answers a line to print, or null when the
 * draw left nothing out.
 */
function checkLeftOut(record: Record<string, unknown>) {
  const leftOut = leftOutOf(record);
  if (leftOut.length === 0) return null;
  const problem = leftOutProblem(leftOut, ownEntries(record));
  const listed = leftOut.map((item) => `${item.entry} (${item.reason})`).join(', ');
  return problem
    ? { ok: false, line: `FAIL LeftOutMismatch: ${problem}` }
    : { ok: true, line: `OK ${countOf(leftOut.length)} left out as ineligible: ${listed}` };
}

async function checkRedraw(source: string, record: Record<string, unknown>) {
  if (record.redrawOf === undefined || record.redrawOf === null) return null;
  const redrawOf = redrawOfSchema.parse(record.redrawOf);
  const base = parseEntriesText(await readLinked(source, redrawOf.baseEntriesUrl));
  const own = ownEntries(record);
  // The redraw's list is the drawn list less the entries staff excluded and those it left out.
  const leftOut = leftOutOf(record).map((item) => item.entry);
  const problem = exclusionProblem(base, [...redrawOf.excludedEntries, ...leftOut], own);
  return problem
    ? { ok: false, line: `FAIL ExclusionMismatch: ${problem}` }
    : {
        ok: true,
        line:
          `OK redraw (${redrawOf.reason}) over the drawn list less ` +
          `${redrawOf.excludedEntries.length} excluded entries: ${redrawOf.excludedEntries.join(', ')}`,
      };
}

async function main(): Promise<number> {
  const source = process.argv[2];
  if (!source) {
    console.error('usage: npm run verify-draw -- <published record file or URL>');
    return 1;
  }
  const record = await load(source);
  if (record.drawn === false || record.seed === null) {
    print('FAIL NotDrawn: the draw has not been run yet (only the commitment is public)');
    return 1;
  }
  const result = verifyDraw(record);
  const redraw = await checkRedraw(source, record);
  if (redraw) print(redraw.line);
  const leftOut = checkLeftOut(record);
  if (leftOut) print(leftOut.line);
  if (result.ok && redraw?.ok !== false && leftOut?.ok !== false) {
    const { winningNumber, entriesCount, entriesHash } = result.recomputed;
    print(
      `OK winning number ${String(winningNumber)} over ${String(entriesCount)} entries ` +
        `(entries hash ${String(entriesHash)})`,
    );
    return 0;
  }
  for (const failure of result.failures) print(`FAIL ${failure.code}: ${failure.message}`);
  return 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
