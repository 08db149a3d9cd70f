import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server: the nearest folder above this module whose package.json is the server's. From
 * src/config under tsx and from the bundle in dist (`npm run build:server`) alike.
 */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === '@charity/server') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No @charity/server package above ${start}`);
  }
}

/** apps/server: npm workspaces run scripts here, so nothing may depend on the cwd. */
export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serverRoot, '../..');
export const assetsDir = path.join(serverRoot, 'assets');
export const demoDir = path.join(serverRoot, 'demo');

/** Relative paths in the environment are relative to the repository root. */
export function fromRepoRoot(target: string): string {
  return path.resolve(repoRoot, target);
}
