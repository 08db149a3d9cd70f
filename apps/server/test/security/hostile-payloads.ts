import { parsedElements } from './html-tree';

/**
 * What a hostile staff member or player types into a text field (issue 26). Each payload's
 * injected elements carry an id starting with `injected`, so that a page is checked by its
 * parsed tree, not by looking for strings.
 */
export const HOSTILE_PAYLOADS: Record<string, string> = {
  // Markup that only matters inside a text: closing tags for style, script, title and
  // textarea, attribute and CSS-comment breaks, a markdown script link, an image with a
  // handler, a right-to-left override. One value holds them all (one request per field).
  markup:
    '</style><h1 id=injected-style>x</h1><style>body{display:none}</style>' +
    '</script><script id=injected-script>alert(1)</script>' +
    '</title><h1 id=injected-title>x</h1></textarea><h1 id=injected-textarea>x</h1>' +
    `" onmouseover="alert(1)" x=' onfocus='alert(2)' y="` +
    '*/ body{display:none} /* <meta id=injected-meta http-equiv=refresh content="0;url=https://evil.example/">' +
    '[x](javascript&#58;alert(1)) [y][1]\n\n[1]: javascript:alert(1) <img src=x onerror=alert(1) id=injected-img>' +
    ' invoice\u202Efdp.exe',
  // What only matters at the start of a value: script-scheme and data URLs (in their
  // encoded forms) and spreadsheet formula prefixes.
  javascript: 'javascript:alert(1)//',
  javascriptEntity: '&#106;avascript:alert(1)//',
  javascriptColon: 'javascript&colon;alert(1)//',
  javascriptTab: 'java\tscript:alert(1)//',
  dataUrl: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#',
  formulaEquals: '=HYPERLINK("https://evil.example","x")+cmd|\' /C calc\'!A0',
  formulaPlus: "+cmd|' /C calc'!A0",
  formulaMinus: "-1+cmd|' /C calc'!A0",
  formulaDollar: "-$A$1+cmd|' /C calc'!A0",
  formulaAt: '@SUM(1+1)*cmd',
  formulaTab: '\t=1+1',
  formulaCr: '\r=1+1',
  rightToLeft: '\u202Eexe.fdp',
  long: 'x'.repeat(10_000),
};

/** A payload with its marker, a unique suffix that finds it again wherever it lands. */
export function marked(payload: string, marker: string): string {
  return payload.length >= 10_000
    ? `${payload.slice(0, 10_000 - marker.length)}${marker}`
    : `${payload}${marker}`;
}

const SCRIPT_SCHEMES = /^(javascript|data|vbscript):/i;
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset'];

/** The parts of a page that an injection would change: checked against a clean baseline. */
export interface PageShape {
  scripts: string[];
  styles: number;
  heads: number;
}

export function pageShape(html: string): PageShape {
  const elements = parsedElements(html);
  return {
    scripts: elements
      .filter((element) => element.tag === 'script')
      .map((element) => element.attrs.src ?? element.text),
    styles: elements.filter((element) => element.tag === 'style' || element.tag === 'link').length,
    heads: elements.filter((element) => element.tag === 'head').length,
  };
}

/**
 * What in a page (or a mail's HTML) is live that should not be: an element a payload
 * injected, an event-handler attribute, a refresh or a base, a script-scheme URL (as a
 * browser reads it: entities decoded by the parser, tabs and newlines dropped).
 */
export function liveInjections(html: string): string[] {
  const found: string[] = [];
  for (const element of parsedElements(html)) {
    const label = `<${element.tag} ${JSON.stringify(element.attrs).slice(0, 200)}>`;
    if ((element.attrs.id ?? '').startsWith('injected')) found.push(`element ${label}`);
    if (Object.keys(element.attrs).some((name) => name.toLowerCase().startsWith('on')))
      found.push(`event handler ${label}`);
    if (element.tag === 'meta' && 'http-equiv' in element.attrs) found.push(`meta ${label}`);
    if (element.tag === 'base') found.push(`base ${label}`);
    for (const name of URL_ATTRIBUTES) {
      const value = element.attrs[name];
      if (value !== undefined && SCRIPT_SCHEMES.test(value.replace(/[\t\n\r]/g, '').trim()))
        found.push(`script URL ${label}`);
    }
  }
  return found;
}

/** RFC 4180 cells (quoted cells may hold commas, quotes and line breaks). */
export function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === '\n') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') continue;
    else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** Every string inside a JSON or YAML value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
