// `npm start`: build the web app when it has not been built yet, then run the server,
// which migrates the database and loads the demo organizations on first start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.warn('Building the web app (first start)…');
  const build = spawnSync(npm, ['run', 'build', '-w', '@charity/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm start` runs the self-contained demo: mail stays in the outbox, shown at /dev/mailbox.
// Set CURRENT_ENVIRONMENT=production (and SMTP_URL) to run it for real.
const env = { CURRENT_ENVIRONMENT: 'demo', ...process.env };

const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const server = spawn(tsx, ['src/server.ts'], {
  cwd: fileURLToPath(new URL('../apps/server', import.meta.url)),
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
