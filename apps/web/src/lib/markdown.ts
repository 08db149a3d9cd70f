import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// marked no longer emits header ids by itself. The screen owns the page's one h1, so the
// document's headings move one level down (# becomes h2).
const marked = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
});

/** Spec §3: terms, rules and privacy markdown become sanitised HTML for display. */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
