/**
 * Recomputes a published draw independently:
 *   npm run verify-draw -- <published record file or URL>
 * A URL is the server's GET /api/draw/published/{gameInstanceId}; a file holds the same JSON
 * (or the domain's publishedDrawSchema with `entries` or `entriesText`). When the record
 * only points at its entries (`entriesUrl`), they are fetched (or read, relative to the
 * file). Prints OK or each failure; exit code 0 when the draw checks out, 1 otherwise.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { verifyDraw } from '@charity/domain/draws/verify-draw';

const print = (line: string) => process.stdout.write(`${line}\n`);
const isUrl = (value: string) => /^https?:\/\//i.test(value);

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'application/json, text/plain' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
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
    record.entriesText = isUrl(source)
      ? await fetchText(new URL(link, source).toString())
      : isUrl(link)
        ? await fetchText(link)
        : await readFile(path.resolve(path.dirname(source), link.replace(/^\/+/, '')), 'utf8');
  }
  return record;
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
  if (result.ok) {
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
