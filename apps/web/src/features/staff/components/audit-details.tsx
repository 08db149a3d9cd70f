import '@/styles/mantine-forms.css';
import { List, Text } from '@mantine/core';
import { auditDetailLines, nameValueSeparator } from '@charity/domain/audit/audit-detail-lines';
import { detailKeyWords } from '@charity/domain/audit/audit-detail-words';
import type { WordsLanguage } from '@charity/domain/audit/audit-words';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';

/**
 * An entry's details as lines, each named in words (its code name on hover), its values in
 * words too (follow-up 2): field changes and a top-level before and after as
 * "field: before → after", every other detail as "name: value".
 */
export function AuditDetails(props: {
  action: string;
  details: Record<string, unknown>;
  time: Intl.DateTimeFormat;
  language: WordsLanguage;
}) {
  const { t } = useTranslation();
  const lines = auditDetailLines(props.action, props.details, {
    language: props.language,
    time: (instant) => props.time.format(new Date(instant)),
    money: formatMoney,
    yesNo: (value) => t(value ? 'staffAudit.yes' : 'staffAudit.no'),
  });
  if (lines.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {lines.map(({ name, text }, index) => (
        <List.Item key={`${name}-${index}`} style={{ overflowWrap: 'anywhere' }}>
          {name && (
            <Text span fw={600} size="sm" title={name}>
              {detailKeyWords(name, props.language)}
            </Text>
          )}
          {name && nameValueSeparator(props.language)}
          {text}
        </List.Item>
      ))}
    </List>
  );
}
