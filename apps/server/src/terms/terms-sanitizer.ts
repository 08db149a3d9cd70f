import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { markdownAllowlist } from '@charity/domain/terms/markdown-allowlist';

/** DOMPurify on a server DOM (jsdom), with the app's allowlist (decision 0018). */
const purify = createDOMPurify(new JSDOM('').window);
/** The app's markdown options (apps/web/src/lib/markdown.ts): the same HTML is checked. */
const marked = new Marked({ gfm: true, async: false });

const tagOf = (node: Node | null | undefined) => node?.nodeName.toLowerCase() ?? '?';

function removedFrom(html: string): string[] {
  purify.sanitize(html, { ...markdownAllowlist });
  return purify.removed.flatMap((removal) => {
    if ('attribute' in removal && removal.attribute) {
      const { name, value } = removal.attribute;
      return [`${name}="${value}" on <${tagOf(removal.from)}>`];
    }
    const tag = 'element' in removal ? tagOf(removal.element) : '?';
    // The wrapper DOMPurify parses into, and markdown autolinks (`<https://…>`) read as HTML.
    return tag === 'body' || /[:@.]/.test(tag) ? [] : [`<${tag}>`];
  });
}

/**
 * What the sanitizer would remove from a terms, rules or privacy text: from the HTML the app
 * draws from it, and from the text itself read as HTML (another client's markdown may pass
 * `<svg/onload=…>` through where marked escapes it). `<svg>`, `onerror="…" on <img>`,
 * `href="javascript:…" on <a>`; empty when the text is shown as it is written.
 */
export function removedMarkup(markdown: string): string[] {
  const shown = removedFrom(marked.parse(markdown, { async: false }));
  return [...new Set([...shown, ...removedFrom(markdown)])];
}

/** Each given text's removals, by its body path (`TermsOfService`, `French.GameRules`). */
export function removedByText(texts: Record<string, string | undefined>, prefix = '') {
  return Object.entries(texts).flatMap(([name, text]) =>
    text === undefined ? [] : [{ Path: `${prefix}${name}`, Removed: removedMarkup(text) }],
  );
}
