import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@charity/domain/paths';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useOneTimeState } from '@/lib/navigation/use-one-time-state';
import { receiptQueryOptions } from '../api/receipt';
import { ReceiptView } from './receipt-view';
import type { SuccessState } from './success-state';

/**
 * A success screen: the receipt handed over once by the checkout, else fetched by the
 * `paymentId` of the URL, so that a reload (or the e-mail's link) still shows it.
 */
export function CheckoutSuccess({ kind }: { kind: 'play' | 'purchase' }) {
  const { t } = useTranslation();
  const handed = useOneTimeState<SuccessState>()?.receipt ?? null;
  const [search] = useSearchParams();
  const paymentId = search.get('paymentId') ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const fetched = useQuery({
    ...receiptQueryOptions(playerId, paymentId),
    enabled: !handed && !!paymentId && !!playerId,
  });
  const receipt = handed ?? fetched.data ?? null;
  return (
    <Page title={t(`numbers.success.${kind}Title`)}>
      <SuccessNotice title={t(`numbers.success.${kind}Done`)}>
        {t('numbers.success.emailed')}
      </SuccessNotice>
      {receipt && <ReceiptView receipt={receipt} />}
      {!receipt && fetched.isPending && paymentId && <Text>{t('common.loading')}</Text>}
      {!receipt && (fetched.isError || !paymentId) && (
        <Alert color="yellow" variant="light" role="alert">
          {t('numbers.success.noReceipt')}
        </Alert>
      )}
      <Stack gap="xs">
        <Button component={Link} to={paths.game.dashboard} size="md">
          {t('common.backToDashboard')}
        </Button>
      </Stack>
    </Page>
  );
}
