import { htmlEscape } from 'escape-goat';

/**
 * Markup that is already safe; everything else interpolated into `html` is escaped (decision
 * 0018): the one way the server writes HTML, SVG and e-mail markup around values people set.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** `& < > " '` as entities (escape-goat): safe in HTML text and in a quoted attribute. */
export const escapeHtml = (text: string): string => htmlEscape(text);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + render(values[index - 1]) + part));
}

export const raw = (markup: string) => new SafeHtml(markup);

/**
 * The same tag for markup whose whitespace is its text (the pages put into index.html):
 * prettier reformats templates tagged `html`, and would add spaces inside them.
 */
export const markup = html;
