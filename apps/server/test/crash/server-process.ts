import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { bundleServer, serverDir } from '../../scripts/bundle-server';
import { httpTransport } from '../identity/browser';

/**
 * The server bundled as `npm run build:server` does it, into a folder of this run: a restart
 * then costs a process start, not a TypeScript compile, which keeps the test's timings steady.
 */
export async function buildServer(): Promise<{ entry: string; remove(): Promise<void> }> {
  const dir = path.join(serverDir, 'dist', `crash-test-${process.pid}`);
  const entry = path.join(dir, 'server.mjs');
  await bundleServer(entry);
  return { entry, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  port: number;
  /** `kill -9`: no shutdown hook runs, whatever was in flight is lost. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the graceful stop (clean-up at the end of a test). */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilHealthy(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    try {
      const answer = await httpTransport(port)({ method: 'GET', path: '/healthz', headers: {} });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/**
 * The real server in its own process (node itself, no wrapper: the signal must reach the
 * process that holds the work). Answers once it is healthy.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitUntilHealthy(port, child, () => output);
  return {
    port,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
