import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArchivedDraw } from './archive-draws';
import type { ArchiveTable } from './archive-tables';
import { toCsv } from './csv';

export interface ArchiveManifest {
  organization: string;
  season: string;
  createdAt: string;
  retentionYears: number;
  files: { path: string; bytes: number; sha256: string }[];
}

/**
 * Writes the archive: each table as CSV and JSON, each draw as its published record and entry
 * list, then SHA256SUMS (`sha256sum -c SHA256SUMS` in the folder checks every file) and
 * manifest.json (the same hashes, with what the archive is).
 */
export async function writeArchive(
  dir: string,
  meta: Omit<ArchiveManifest, 'files' | 'createdAt'>,
  tables: ArchiveTable[],
  draws: ArchivedDraw[],
): Promise<ArchiveManifest> {
  const files: ArchiveManifest['files'] = [];
  const put = async (relative: string, content: string) => {
    const file = path.join(dir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    const sha256 = createHash('sha256').update(content).digest('hex');
    files.push({ path: relative, bytes: Buffer.byteLength(content), sha256 });
  };
  for (const table of tables) {
    await put(`${table.name}.csv`, toCsv(table.rows, table.columns));
    await put(`${table.name}.json`, `${JSON.stringify(table.rows, null, 2)}\n`);
  }
  for (const draw of draws) {
    await put(`draws/${draw.id}.json`, `${JSON.stringify(draw.record, null, 2)}\n`);
    await put(`draws/${draw.id}.entries.txt`, draw.entriesText);
  }
  const manifest: ArchiveManifest = { ...meta, createdAt: new Date().toISOString(), files };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(
    path.join(dir, 'SHA256SUMS'),
    files.map((f) => `${f.sha256}  ${f.path}\n`).join(''),
  );
  return manifest;
}
