import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { markdownAllowlist } from '@charity/domain/terms/markdown-allowlist';

// marked no longer emits header ids by itself. The screen owns the page's one h1, so the
// document's headings move one level down (# becomes h2), unless its title became the h1.
const markedShifting = (levels: number) =>
  new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.min(Math.max(token.depth + levels, 2), 6);
    },
  });
const marked = { down: markedShifting(1), kept: markedShifting(0) };

/**
 * Spec §3: terms, rules and privacy markdown become sanitised HTML for display. `titled`: the
 * document's own `#` title is the page's h1, so its `##` sections stay h2.
 */
export function markdownToSafeHtml(markdown: string, titled = false): string {
  const html = marked[titled ? 'kept' : 'down'].parse(markdown, { async: false });
  // The allowlist the server checks each text with at publish (issue 26).
  return DOMPurify.sanitize(html, { ...markdownAllowlist });
}

/**
 * A legal document's own title, its leading `# Title` line, and the text after it: the screen
 * shows the title once, as its heading (issue 12: every legal title was shown twice).
 */
export function splitDocumentTitle(markdown: string): { title: string | null; body: string } {
  const match = /^\s*#[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(markdown);
  if (!match?.[1]) return { title: null, body: markdown };
  return { title: match[1].trim(), body: markdown.slice(match[0].length) };
}
