import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatGameTime } from '@charity/domain/game-time-format';
import { FormError } from '@/components/form/form-error';
import { CancelledNotice } from '@/features/numbers/components/cancelled-notice';
import { PaymentSubject } from '@/features/numbers/components/payment-subject';
import { useAwaitingApproval } from '../api/awaiting-approval';
import { useAwaitingActions } from '../hooks/use-awaiting-actions';

/**
 * A payment left at the bank's check (Back, a closed tab) waits here, on the dashboard, until
 * it expires: the player approves it or cancels it, and is told when it will lapse.
 */
export function AwaitingApproval({ timeZone }: { timeZone: string | null }) {
  const { t, i18n } = useTranslation();
  const awaiting = useAwaitingApproval();
  const { approve, cancel, busyId, outcome, error } = useAwaitingActions();
  const payments = awaiting.data?.Payments ?? [];
  return (
    <>
      {outcome === 'cancelled' && <CancelledNotice />}
      {outcome === 'stillProcessing' && (
        <Alert color="blue" variant="light" role="status">
          {t('numbers.checkout.stillProcessing')}
        </Alert>
      )}
      <FormError message={error} />
      {payments.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="awaiting-approval">
          <Title order={2} size="h3" id="awaiting-approval">
            {t('dashboard.awaiting.title')}
          </Title>
          {payments.map((payment) => {
            return (
              <Paper
                key={payment.PaymentId}
                withBorder
                radius="md"
                p="sm"
                bg="var(--brand-surface)"
                className="awaiting-payment"
              >
                <Stack gap="xs">
                  <PaymentSubject payment={payment} />
                  <Text size="sm">{t('dashboard.awaiting.body')}</Text>
                  <Text size="sm">
                    {t('dashboard.awaiting.expires', {
                      time: formatGameTime(payment.ExpiresAt, i18n.language, {
                        timeZone: timeZone ?? undefined,
                      }),
                    })}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="sm"
                      loading={busyId === payment.PaymentId}
                      disabled={busyId !== null}
                      onClick={() => void approve(payment)}
                    >
                      {t('dashboard.awaiting.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="default"
                      disabled={busyId !== null}
                      onClick={() => void cancel(payment)}
                    >
                      {t('dashboard.awaiting.cancel')}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </>
  );
}
