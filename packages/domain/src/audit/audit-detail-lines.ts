import { beforeAfterDetail, detailValueWords } from './audit-detail-values';
import { detailKeyWords, isMoneyDetail } from './audit-detail-words';
import type { WordsLanguage } from './audit-words';

/** How the reader's screen or file writes what is not a code: times, money, yes and no. */
export interface DetailFormat {
  language: WordsLanguage;
  /** An instant, on the game's clock. */
  time: (instant: string) => string;
  money: (cents: number) => string;
  yesNo: (value: boolean) => string;
}

/** One line of an entry's details: the detail's code name ('' for none) and its value in words. */
export interface DetailLine {
  name: string;
  text: string;
}

interface Change {
  before: unknown;
  after: unknown;
}

/** Between a name and its value: French puts a no-break space before the colon. */
export const nameValueSeparator = (language: WordsLanguage): string =>
  language === 'fr' ? '\u00a0: ' : ': ';

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is Change => isRecord(value) && 'after' in value;

const isChanges = (value: unknown): value is Record<string, Change> =>
  isRecord(value) && Object.values(value).every(isChange);

/**
 * A value as staff read it, nested ones too (follow-ups 1 and 2): instants on the game's clock,
 * cents as money, yes or no, names and codes in words, the rest as it is.
 */
function shower(format: DetailFormat) {
  const show = (value: unknown, name = ''): string => {
    if (value === null || value === undefined) return '∅';
    if (typeof value === 'number' && isMoneyDetail(name)) return format.money(value);
    if (typeof value === 'string')
      return INSTANT.test(value)
        ? format.time(value)
        : detailValueWords(name, value, format.language);
    if (typeof value === 'number') return detailValueWords(name, value, format.language);
    if (typeof value === 'boolean') return format.yesNo(value);
    if (Array.isArray(value))
      return value
        .map((item) => (isRecord(item) ? `(${show(item)})` : show(item, name)))
        .join(', ');
    if (isRecord(value))
      return Object.entries(value)
        .map(
          ([key, inner]) =>
            `${detailKeyWords(key, format.language)}${nameValueSeparator(format.language)}${show(inner, key)}`,
        )
        .join('; ');
    return String(value);
  };
  return show;
}

/**
 * An entry's details as lines: field changes and a top-level before and after as
 * "field: before → after" (a role change's before and after are its role), every other detail
 * as "name: value". The console's viewer and the CSV both write these.
 */
export function auditDetailLines(
  action: string,
  details: Record<string, unknown>,
  format: DetailFormat,
): DetailLine[] {
  const show = shower(format);
  const { changes, before, after, ...rest } = details;
  const lines: DetailLine[] = [];
  const line = (name: string, was: unknown, is: unknown) =>
    lines.push({ name, text: `${show(was, name)} → ${show(is, name)}` });
  if (isChanges(changes)) {
    for (const [field, change] of Object.entries(changes)) line(field, change.before, change.after);
  } else if (changes !== undefined) {
    rest.changes = changes;
  }
  if (isRecord(before) || isRecord(after)) {
    // A state before and after ({ state, method }): one line per field that is in either.
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(is)]))
      line(field, was[field], is[field]);
  } else if (before !== undefined || after !== undefined) {
    line(beforeAfterDetail(action) ?? '', before, after);
  }
  for (const [name, value] of Object.entries(rest)) lines.push({ name, text: show(value, name) });
  return lines;
}

/** The lines as one text: "Role: Manager → Owner", one line each. */
export const detailLinesText = (lines: readonly DetailLine[], language: WordsLanguage): string =>
  lines
    .map(({ name, text }) =>
      name ? `${detailKeyWords(name, language)}${nameValueSeparator(language)}${text}` : text,
    )
    .join('\n');
