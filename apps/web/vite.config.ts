import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint';
import { stylesheetFirst } from './build/stylesheet-first';

const backend = 'http://localhost:8080';
const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

export default defineConfig({
  plugins: [react(), stylesheetFirst(), scriptsAfterFirstPaint(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    // Sent with every client error report so a report names the build it came from.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
  },
  server: {
    proxy: {
      '/api': backend,
      '/cdn': backend,
      '/oidc': backend,
    },
  },
  // The manifest tells the first-load budget (bench/first-load.ts) what each route loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
