// Starts the server for the browser tests on a fresh embedded database (DATA_DIR is wiped):
// the demo organizations and the test-only ones of e2e/organizations are loaded first.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

// The browser tests always run on the embedded database, even when CI sets DATABASE_URL.
const { DATABASE_URL: _ignored, ...env } = process.env;
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const organizations = fileURLToPath(new URL('../e2e/organizations/', import.meta.url));
execFileSync(
  tsx,
  [
    'scripts/seed-test-organizations.ts',
    ...readdirSync(organizations)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => join(organizations, file)),
  ],
  { cwd: fileURLToPath(new URL('../apps/server', import.meta.url)), stdio: 'inherit', env },
);
const server = spawn(tsx, ['src/server.ts'], {
  cwd: fileURLToPath(new URL('../apps/server', import.meta.url)),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
