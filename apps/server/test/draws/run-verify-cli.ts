import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const script = path.join(root, 'apps/server/scripts/verify-draw.ts');

/** `npm run verify-draw -- <source>` as a separate process: its exit code and output. */
export function verify(source: string): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, script, source], { cwd: root }, (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}
