import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build:server` writes the server and `npm run start:prod` runs it from. */
export const productionEntry = path.join(serverDir, 'dist', 'server.mjs');

/**
 * src/server.ts bundled into one ES module: our workspace packages (TypeScript, imported
 * extensionless) are compiled in, every other package stays external and is loaded from
 * node_modules as is. Starting it costs a process start, not a TypeScript compile of the
 * whole server.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    sourcemap: true,
    // The compiled server is the production start (config/production-build.ts).
    define: { __PRODUCTION_BUILD__: 'true' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@charity/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}
