import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@charity/domain/paths';
import type { useCheckout } from '../hooks/use-checkout';
import { CheckoutStatus } from './checkout-status';

/** A payment the tab had under way before a reload: its status, and no second order form. */
export function ResumedCheckout({ checkout }: { checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <CheckoutStatus
        phase={checkout.phase.kind === 'idle' ? { kind: 'processing' } : checkout.phase}
        onConfirm={() => void checkout.confirmAction()}
        onCancel={() => void checkout.cancelAction()}
      />
      {checkout.phase.kind === 'stillProcessing' && (
        <Anchor component={Link} to={paths.game.dashboard}>
          {t('common.backToDashboard')}
        </Anchor>
      )}
    </Stack>
  );
}
