import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { admin, urlFor } from './bench-setup';

const run = promisify(execFile);

/** PostgreSQL's own TPC-B figure on the same server, for scale. */
export async function pgbenchTps(seconds: number): Promise<number> {
  const name = `bench_pgbench_${process.pid}`;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  try {
    await run('pgbench', ['-i', '-s', '10', '-q', urlFor(name)], { maxBuffer: 10_000_000 });
    const { stdout } = await run(
      'pgbench',
      ['-c', '8', '-j', '2', '-T', String(seconds), urlFor(name)],
      { maxBuffer: 10_000_000 },
    );
    const match = /tps = ([\d.]+)/.exec(stdout);
    if (!match?.[1]) throw new Error(`pgbench said: ${stdout}`);
    return Number(match[1]);
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
