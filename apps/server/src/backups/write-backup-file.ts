import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_FORMAT,
  backupFileName,
  encodeHeader,
  sha256OfFile,
  type BackupHeader,
  type BackupKind,
} from './backup-file';

export interface WrittenBackup {
  file: string;
  header: BackupHeader;
  bytes: number;
}

/**
 * `produce` writes the payload into a scratch file; the backup is then the header followed
 * by that payload, renamed into place only once complete (a crash leaves no half backup
 * under a backup's name).
 */
export async function writeBackupFile(
  dir: string,
  kind: BackupKind,
  migration: string,
  produce: (payloadFile: string) => Promise<void>,
): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  const name = backupFileName(createdAt, kind);
  const payloadFile = path.join(dir, `.${name}.payload`);
  const partFile = path.join(dir, `.${name}.part`);
  try {
    await produce(payloadFile);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      kind,
      migration,
      createdAt: createdAt.toISOString(),
      payloadBytes: (await stat(payloadFile)).size,
      sha256: await sha256OfFile(payloadFile),
    };
    const out = createWriteStream(partFile);
    out.write(encodeHeader(header));
    await pipeline(createReadStream(payloadFile), out);
    const file = path.join(dir, name);
    await rename(partFile, file);
    return { file, header, bytes: (await stat(file)).size };
  } finally {
    await rm(payloadFile, { force: true });
    await rm(partFile, { force: true });
  }
}
