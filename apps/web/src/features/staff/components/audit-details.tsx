import '@/styles/mantine-forms.css';
import { List, Text } from '@mantine/core';
import { detailKeyWords, isMoneyDetail } from '@charity/domain/audit/audit-detail-words';
import type { WordsLanguage } from '@charity/domain/audit/audit-words';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

interface Change {
  before: unknown;
  after: unknown;
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as staff read it, nested ones too (follow-up 1): instants on the game's clock with
 * its zone, cents as money, yes or no, names in words, the rest as it is.
 */
function useShow(time: Intl.DateTimeFormat, language: WordsLanguage) {
  const { t } = useTranslation();
  const show = (value: unknown, name = ''): string => {
    if (value === null || value === undefined) return '∅';
    if (typeof value === 'number' && isMoneyDetail(name)) return formatMoney(value);
    if (typeof value === 'string')
      return INSTANT.test(value) ? time.format(new Date(value)) : value;
    if (typeof value === 'boolean') return t(value ? 'staffAudit.yes' : 'staffAudit.no');
    if (Array.isArray(value))
      return value
        .map((item) => (isRecord(item) ? `(${show(item)})` : show(item, name)))
        .join(', ');
    if (isRecord(value))
      return Object.entries(value)
        .map(([key, inner]) => `${detailKeyWords(key, language)}: ${show(inner, key)}`)
        .join('; ');
    return String(value);
  };
  return show;
}

const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'after' in value;

function isChanges(value: unknown): value is Record<string, Change> {
  return typeof value === 'object' && value !== null && Object.values(value).every(isChange);
}

/**
 * An entry's details as lines, each named in words (its code name on hover): field changes
 * and a top-level before and after as "field: before → after", every other detail as
 * "name: value".
 */
export function AuditDetails(props: {
  details: Record<string, unknown>;
  time: Intl.DateTimeFormat;
  language: WordsLanguage;
}) {
  const show = useShow(props.time, props.language);
  const { changes, before, after, ...rest } = props.details;
  const lines: [string, string][] = [];
  if (isChanges(changes)) {
    for (const [field, change] of Object.entries(changes)) {
      lines.push([field, `${show(change.before, field)} → ${show(change.after, field)}`]);
    }
  } else if (changes !== undefined) {
    rest.changes = changes;
  }
  if (isRecord(before) || isRecord(after)) {
    // A state before and after ({ state, method }): one line per field that is in either.
    const was = isRecord(before) ? before : {};
    const is = isRecord(after) ? after : {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
      lines.push([field, `${show(was[field], field)} → ${show(is[field], field)}`]);
    }
  } else if (before !== undefined || after !== undefined) {
    lines.push(['', `${show(before)} → ${show(after)}`]);
  }
  for (const [name, value] of Object.entries(rest)) lines.push([name, show(value, name)]);
  if (lines.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {lines.map(([name, text], index) => (
        <List.Item key={`${name}-${index}`} style={{ overflowWrap: 'anywhere' }}>
          {name && (
            <Text span fw={600} size="sm" title={name}>
              {detailKeyWords(name, props.language)}
            </Text>
          )}
          {name && ': '}
          {text}
        </List.Item>
      ))}
    </List>
  );
}
