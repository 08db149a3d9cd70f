// `npm run bench:first-load`: the bytes each public entry page loads before its first
// screen, as served (precompressed), from the build manifest. Exits 1 over the budget: CI
// runs it after the build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { firstLoadFiles, readManifest } from './src/first-load-set';

/**
 * Issue 14: initial JS + CSS of each page, on the wire. Browsers (Chromium included, on
 * http://localhost too) accept brotli, so the budget holds for the brotli files; gzip,
 * for older clients, is printed beside it.
 */
// Raised from 200,000 in session 11 (dashboard 203,022 B: the exclusion notice, refusal messages,
// the staff menu): a debt to pay back by splitting (decision 0009, team brief).
const BUDGET_BYTES = 205_000;

/**
 * The visitor's language is awaited before the first screen; French, the larger catalogue,
 * is counted, so the budget holds in either language.
 */
const LANGUAGE = 'src/lib/i18n/catalogue-fr.ts';

/** What each page awaits before its first screen, besides the entry (index.html). */
const pages: Record<string, string[]> = {
  '/login': [LANGUAGE, 'src/features/auth/routes/login.tsx'],
  '/game/intro': [LANGUAGE, 'src/features/system/routes/game-intro.tsx'],
  // Signed in, the stored token serves the first screen; the OIDC client loads when idle.
  '/game/dashboard': [LANGUAGE, 'src/features/dashboard/routes/dashboard.tsx'],
};

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run npm run build first.`);
  process.exit(2);
}
const manifest = readManifest(manifestFile);

function sizes(file: string) {
  const full = path.join(dist, file);
  const precompressed = (suffix: string, make: (content: Buffer) => Buffer) =>
    existsSync(full + suffix) ? statSync(full + suffix).size : make(readFileSync(full)).length;
  return {
    raw: statSync(full).size,
    gzip: precompressed('.gz', (content) => gzipSync(content, { level: 9 })),
    brotli: precompressed('.br', (content) => brotliCompressSync(content)),
  };
}

const routes: Record<string, { files: number; raw: number; gzip: number; brotli: number }> = {};
for (const [page, modules] of Object.entries(pages)) {
  const files = firstLoadFiles(manifest, ['index.html', ...modules]);
  const total = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizes(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  routes[page] = total;
}

/** The render-blocking stylesheet must be asked for before the scripts (build/stylesheet-first.ts). */
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const stylesheetFirst =
  html.indexOf('rel="stylesheet"') >= 0 &&
  html.indexOf('rel="stylesheet"') < html.search(/<script\b|rel="modulepreload"/);

const over = Object.entries(routes).filter(([, total]) => total.brotli > BUDGET_BYTES);
const ok = over.length === 0 && stylesheetFirst;
process.stdout.write(
  `${JSON.stringify({ budgetBytes: BUDGET_BYTES, ok, stylesheetFirst, routes })}\n`,
);
for (const [page, total] of over)
  console.error(
    `${page}: ${total.brotli} bytes (brotli) on first load, over the ${BUDGET_BYTES} budget`,
  );
if (!stylesheetFirst) console.error('index.html asks for scripts before its stylesheet');
process.exit(ok ? 0 : 1);
