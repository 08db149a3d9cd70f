import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import type { CheckoutPhase } from '../hooks/use-checkout';
import { CancelledNotice } from './cancelled-notice';
import { PaymentSubject } from './payment-subject';

interface CheckoutStatusProps {
  phase: CheckoutPhase;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What the payment is doing: processing, waiting for the bank, declined, or slow. */
export function CheckoutStatus({ phase, onConfirm, onCancel }: CheckoutStatusProps) {
  const { t } = useTranslation();
  switch (phase.kind) {
    case 'processing':
      return (
        <Alert
          color="blue"
          variant="light"
          role="status"
          title={t('numbers.checkout.processingTitle')}
          icon={<Loader size="sm" />}
        >
          {t('numbers.checkout.processing')}
        </Alert>
      );
    case 'action':
      return (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('numbers.checkout.actionTitle')}
        >
          <PaymentSubject payment={phase.result} />
          <Text size="sm">{t('numbers.checkout.action')}</Text>
          <Group mt="sm" gap="sm">
            <Button onClick={onConfirm}>{t('numbers.checkout.confirmAction')}</Button>
            <Button variant="default" onClick={onCancel}>
              {t('numbers.checkout.cancelAction')}
            </Button>
          </Group>
        </Alert>
      );
    case 'cancelled':
      return <CancelledNotice />;
    case 'failed':
      return <FormError message={phase.message} />;
    case 'stillProcessing':
      return (
        <Alert color="blue" variant="light" role="status">
          {t('numbers.checkout.stillProcessing')}
        </Alert>
      );
    default:
      return null;
  }
}
