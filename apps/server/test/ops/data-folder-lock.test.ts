import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database';

const children: Array<{ kill: () => boolean }> = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

/** Another Node process, alive: what a server still running on the folder looks like. */
function otherNodeProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child.pid ?? 0;
}

describe('one process at a time on an embedded database folder (production guide, section 3)', () => {
  it('refuses a folder another live server holds, and takes over one whose holder is gone', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'charity-lock-')), 'data');
    const holder = otherNodeProcess();
    await writeFile(`${dataDir}.lock`, `${holder}\n`);
    await expect(createDatabase({ dataDir })).rejects.toThrow(
      `is open in another server (process ${holder})`,
    );

    children.splice(0).forEach((child) => child.kill());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const db = await createDatabase({ dataDir });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await db.destroy();
    // A clean close lets the next process in without a stale lock.
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);
});
