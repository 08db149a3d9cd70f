import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A payment called off at the bank's check: nothing charged, its numbers free again. */
export function CancelledNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="status" title={t('numbers.checkout.cancelledTitle')}>
      {t('numbers.checkout.cancelled')}
    </Alert>
  );
}
