import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * A PostgreSQL client tool (pg_dump, pg_restore) against a connection URL. The password goes
 * in the environment, not on the command line (`ps` shows command lines to every user).
 */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
  input?: Readable,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  if (input && child.stdin) input.pipe(child.stdin);
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} is not installed (Debian: apt-get install postgresql-client).`)
          : error,
      ),
    );
    child.once('close', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`);
}

/** pg_dump in its custom format: a consistent snapshot taken while the server serves. */
export function dumpPostgres(databaseUrl: string, payloadFile: string): Promise<void> {
  return runPgTool('pg_dump', databaseUrl, ['--format=custom', `--file=${payloadFile}`]);
}
