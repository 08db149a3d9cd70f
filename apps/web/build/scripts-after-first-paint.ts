import type { Plugin } from 'vite';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The inline script that asks for the entry and its preloads once the browser reports the
 * parsed page's first paint (a hidden tab paints nothing: at once; 3 s at most). The server
 * allows it by its hash (apps/server/src/static/spa.ts).
 */
function loader(entry: string, preloads: string[]): string {
  return [
    // zod (4) tries `new Function` once at the first schema to speed up its parsing; the page's
    // policy forbids it, so the attempt only costs a CSP violation (about 2 ms at start on this
    // machine, ×4 on a phone). Its shared config, read when its first schema is made, says no.
    'globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };',
    '(() => {',
    'const add = (element) => { element.crossOrigin = ""; document.head.append(element); };',
    'const start = () => {',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; add(link);',
    '}',
    'const script = document.createElement("script"); script.type = "module";',
    `script.src = ${JSON.stringify(entry)}; add(script);`,
    '};',
    'let started = false;',
    'const once = () => { if (!started) { started = true; start(); } };',
    // The browser's own report of the first contentful paint; a safety net where it has none.
    'const afterPaint = () => {',
    'if (document.hidden || !PerformanceObserver.supportedEntryTypes.includes("paint")) return once();',
    'new PerformanceObserver((list) => {',
    'if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(once);',
    '}).observe({ type: "paint", buffered: true });',
    'setTimeout(once, 3000);',
    '};',
    'if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);',
    'else afterPaint();',
    '})();',
  ].join('\n');
}

/**
 * Issue 14: the server's page (the front page, the organization's header) is all of the first
 * paint, yet a phone on a slow network shared its bandwidth with ~190 KB of module scripts
 * asked for at the same time, and Lighthouse counted them before the first paint. The entry
 * and its module preloads now start once that page is painted. Without scripts nothing
 * changes: the page was the server's already.
 */
export function transformScriptsAfterFirstPaint(html: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const withoutScripts = html.replace(entryScript, '').replace(modulePreload, '');
  return withoutScripts.replace(
    '</head>',
    `  <script>${loader(entry, preloads)}</script>\n  </head>`,
  );
}

export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'charity:scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: transformScriptsAfterFirstPaint },
  };
}
