import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationSummary } from '../lib/verify-published';

/** The browser's own verdict: the same winning number, or every failure found. */
export function VerificationOutcome({ summary }: { summary: VerificationSummary }) {
  const { t } = useTranslation();
  if (summary.kind === 'verified') {
    return (
      <Alert color="green" role="status" title={t('drawVerify.verifiedTitle')}>
        {summary.winningNumber === null
          ? t('drawVerify.verifiedNoNumber')
          : t('drawVerify.verified', { number: summary.winningNumber })}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('drawVerify.failedTitle')}>
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
