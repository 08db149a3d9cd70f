import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { admin, urlFor } from './bench-setup';

const run = promisify(execFile);

/**
 * One pgbench run with TPC-B's clients and threads (8 and 2) for `seconds`: its transactions
 * per second. A failed transaction makes it throw: a figure with failures is not one.
 */
export async function pgbenchRun(seconds: number, args: string[]): Promise<number> {
  const { stdout, stderr } = await run(
    'pgbench',
    ['-c', '8', '-j', '2', '-T', String(seconds), ...args],
    { maxBuffer: 10_000_000 },
  );
  const match = /tps = ([\d.]+)/.exec(stdout);
  if (!match?.[1] || /failed transactions: [1-9]/.test(stdout)) {
    throw new Error(`pgbench said: ${stdout}${stderr.slice(0, 2000)}`);
  }
  return Number(match[1]);
}

/** PostgreSQL's own TPC-B figure on the same server, for scale. */
export async function pgbenchTps(seconds: number): Promise<number> {
  const name = `bench_pgbench_${process.pid}`;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  try {
    await run('pgbench', ['-i', '-s', '10', '-q', urlFor(name)], { maxBuffer: 10_000_000 });
    return await pgbenchRun(seconds, [urlFor(name)]);
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}
