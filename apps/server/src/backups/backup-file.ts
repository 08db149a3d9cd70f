import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { z } from 'zod';

/** The first bytes of every backup file of ours. */
export const BACKUP_MAGIC = 'CHARITY-GAMES-BACKUP\n';
export const BACKUP_FORMAT = 1;
/** How our backups are named in BACKUP_DIR: the time first, so names sort by age. */
export const BACKUP_NAME = /^backup-\d{8}T\d{6}\d{3}Z-(pglite|postgres|logical)\.cgb$/;

/**
 * pglite: PGlite's dump of its data directory (gzipped tar); postgres: pg_dump's custom
 * format; logical: our kind-neutral rows (restores into either kind).
 */
export const backupKinds = ['pglite', 'postgres', 'logical'] as const;
export type BackupKind = (typeof backupKinds)[number];

export const backupHeaderSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  kind: z.enum(backupKinds),
  /** The latest migration the database had run: a restore needs code that knows it. */
  migration: z.string().min(1),
  createdAt: z.iso.datetime(),
  payloadBytes: z.int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** A file that is not a backup of ours, or one that is damaged: nothing was changed. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export function backupFileName(createdAt: Date, kind: BackupKind): string {
  const stamp = createdAt.toISOString().replace(/[-:.]/g, '');
  return `backup-${stamp}-${kind}.cgb`;
}

/** The header block: the magic line, then the header as one JSON line. */
export function encodeHeader(header: BackupHeader): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(header)}\n`);
}

const HEADER_LIMIT = 4096;

/** Reads and checks the header; answers it with the payload's offset. */
export async function readHeader(file: string): Promise<{ header: BackupHeader; offset: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupFileError(`Cannot read ${file}: ${error.code ?? error.message}.`);
  });
  try {
    const buffer = Buffer.alloc(HEADER_LIMIT);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_LIMIT, 0);
    const start = buffer.subarray(0, bytesRead);
    if (!start.subarray(0, BACKUP_MAGIC.length).equals(Buffer.from(BACKUP_MAGIC))) {
      throw new BackupFileError(`${file} is not a Charity Games backup (no backup header).`);
    }
    const end = start.indexOf(0x0a, BACKUP_MAGIC.length);
    if (end < 0) throw new BackupFileError(`${file} is damaged: its header is cut short.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(start.subarray(BACKUP_MAGIC.length, end).toString('utf8'));
    } catch {
      throw new BackupFileError(`${file} is damaged: its header is not readable.`);
    }
    const header = backupHeaderSchema.safeParse(parsed);
    if (!header.success) {
      const format = (parsed as { format?: unknown } | null)?.format;
      throw new BackupFileError(
        format !== undefined && format !== BACKUP_FORMAT
          ? `${file} is a backup in format ${String(format)}; this version reads format ${BACKUP_FORMAT}.`
          : `${file} is damaged: its header is not valid.`,
      );
    }
    return { header: header.data, offset: end + 1 };
  } finally {
    await handle.close();
  }
}

export async function sha256OfFile(file: string, start = 0): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { start })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The header, once the payload's size and SHA-256 match it; throws BackupFileError if not. */
export async function verifyBackupFile(
  file: string,
): Promise<{ header: BackupHeader; offset: number }> {
  const { header, offset } = await readHeader(file);
  const size = (await stat(file)).size - offset;
  if (size !== header.payloadBytes) {
    throw new BackupFileError(
      `${file} is damaged: ${size} bytes of data where its header says ${header.payloadBytes}.`,
    );
  }
  if ((await sha256OfFile(file, offset)) !== header.sha256) {
    throw new BackupFileError(`${file} is damaged: its checksum (SHA-256) does not match.`);
  }
  return { header, offset };
}
