/**
 * Issue 26: the one allowlist of the terms, rules and privacy texts, as a DOMPurify config.
 * The server checks each text with it at publish (nothing it would remove is stored) and the
 * app sanitizes with it again on display. Links: https, http, mailto, tel, same-page and
 * relative paths only; no styles, no event handlers, no forms, no embedded content but images.
 */
export const markdownAllowlist = {
  ALLOWED_TAGS: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'code',
    'dd',
    'del',
    'div',
    'dl',
    'dt',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'start', 'align', 'colspan', 'rowspan', 'lang'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{1,2}\/|[^\s:/?#]+(?:[/?#]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export const REMOVED_MARKUP_MESSAGE = 'holds markup that is not shown to players';
