import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

/** Caddy on PATH (Debian's package: `apt-get install -y caddy`), or null. */
export function findCaddy(): string | null {
  const probe = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  return probe.status === 0 ? 'caddy' : null;
}

export interface Caddy {
  /** Caddy's own local certificate authority's root (PEM): the clients' only trust. */
  rootCa: string;
  stop(): Promise<void>;
}

/** Every host name resolves to this machine, whatever the system resolver knows. */
const toLoopback: LookupFunction = (_host, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handshake(host: string, port: number, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: host, ca }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Caddy as docs/production.md sets it up (one site block for every host, /metrics kept
 * inside, reverse_proxy to the server), with `tls internal` instead of a public CA and its
 * own temporary config and data folders: nothing is installed in the system's trust store.
 * Answers once each host completes a TLS handshake.
 */
export async function startCaddy(options: {
  hosts: string[];
  upstream: string;
  httpPort: number;
  httpsPort: number;
}): Promise<Caddy> {
  const home = await mkdtemp(path.join(os.tmpdir(), 'caddy-test-'));
  const caddyfile = path.join(home, 'Caddyfile');
  await writeFile(
    caddyfile,
    [
      '{',
      '\tadmin off',
      '\tlocal_certs',
      '\tskip_install_trust',
      `\thttp_port ${options.httpPort}`,
      `\thttps_port ${options.httpsPort}`,
      '}',
      `${options.hosts.join(', ')} {`,
      '\ttls internal',
      // As in docs/production.md: metrics for the machine's own scraper only.
      '\t@internal path /metrics',
      '\trespond @internal 404',
      `\treverse_proxy ${options.upstream}`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('caddy', ['run', '--config', caddyfile], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await rm(home, { recursive: true, force: true });
  };
  const root = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`caddy did not serve TLS in 30 s:\n${output}`);
      if (existsSync(root)) {
        const rootCa = await readFile(root, 'utf8');
        const served = await Promise.all(
          options.hosts.map((host) => handshake(host, options.httpsPort, rootCa)),
        );
        if (served.every(Boolean)) return { rootCa, stop };
      }
      await delay(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTPS request to `https://<host>:<port><path>` through Caddy, trusting only its root,
 * from the given local address (127.0.0.2: a client that is not the proxy).
 */
export function httpsRequest(options: {
  ca: string;
  host: string;
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: object;
  localAddress?: string;
}): Promise<HttpsAnswer> {
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: options.host,
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        ca: options.ca,
        lookup: toLoopback,
        localAddress: options.localAddress,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
