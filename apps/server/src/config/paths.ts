import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server: npm workspaces run scripts here, so nothing may depend on the cwd. */
export const serverRoot = path.resolve(here, '../..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const assetsDir = path.join(serverRoot, 'assets');
export const demoDir = path.join(serverRoot, 'demo');

/** Relative paths in the environment are relative to the repository root. */
export function fromRepoRoot(target: string): string {
  return path.resolve(repoRoot, target);
}
