import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationSummary } from '../lib/verify-published';

/** Darker than Mantine's light-variant titles, for WCAG AA contrast on their tinted background. */
const VERIFIED_TEXT = '#1b5e20';
const FAILED_TEXT = '#8a1111';

/** The browser's own verdict: the same winning number, or every failure found. */
export function VerificationOutcome({ summary }: { summary: VerificationSummary }) {
  const { t } = useTranslation();
  if (summary.kind === 'verified') {
    return (
      <Alert
        color="green"
        role="status"
        title={t('drawVerify.verifiedTitle')}
        styles={{ title: { color: VERIFIED_TEXT } }}
      >
        {summary.winningNumber === null
          ? t('drawVerify.verifiedNoNumber')
          : t('drawVerify.verified', { number: summary.winningNumber })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      role="alert"
      title={t('drawVerify.failedTitle')}
      styles={{ title: { color: FAILED_TEXT } }}
    >
      <List spacing="xs">
        {summary.failures.map((failure, index) => (
          <List.Item key={`${failure.code}-${index}`}>
            <Text fw={600} size="sm">
              {t(`drawVerify.failure.${failure.code}`)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {failure.message}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
