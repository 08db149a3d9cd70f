// Starts the server for the browser tests on an empty embedded database (DATA_DIR is wiped).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

// The browser tests always run on the embedded database, even when CI sets DATABASE_URL.
const { DATABASE_URL: _ignored, ...env } = process.env;
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const server = spawn(tsx, ['src/server.ts'], {
  cwd: fileURLToPath(new URL('../apps/server', import.meta.url)),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
