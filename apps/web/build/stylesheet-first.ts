import type { Plugin } from 'vite';

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Vite writes the stylesheet after the entry script and its module preloads. A phone opens
 * only a few connections at once, so the page's one render-blocking file queued behind a
 * dozen scripts and the first paint waited for them (Lighthouse's simulated slow 4G: 2.4 s).
 * Put first, the stylesheet is asked for before any script.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'charity:stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(stylesheetLink) ?? [];
        const firstScript = html.search(/\s*<(script type="module"|link rel="modulepreload")/);
        if (links.length === 0 || firstScript < 0) return html;
        const rest = html.replace(stylesheetLink, '');
        const at = rest.search(/\s*<(script type="module"|link rel="modulepreload")/);
        return rest.slice(0, at) + links.join('') + rest.slice(at);
      },
    },
  };
}
