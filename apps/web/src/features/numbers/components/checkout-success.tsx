import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
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
 * `paymentId` of the URL, so that a reload (or the e-mail's link) still shows it. A receipt
 * exists only for a finished, successful payment: without one nothing says "successful", and
 * the player goes to the dashboard (the route table's home of the game pages).
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
    retry: false,
  });
  const receipt = handed ?? fetched.data ?? null;
  if (!receipt && (!paymentId || fetched.isError)) {
    return <Navigate to={paths.game.dashboard} replace />;
  }
  return (
    <Page title={t(`numbers.success.${kind}Title`)}>
      {receipt ? (
        <>
          <SuccessNotice
            title={t(`numbers.success.${kind}Done`, { count: receipt.TicketNumbers.length })}
          >
            {t('numbers.success.emailed')}
          </SuccessNotice>
          <ReceiptView receipt={receipt} />
        </>
      ) : (
        <Text role="status">{t('common.loading')}</Text>
      )}
      <Stack gap="xs">
        <Button component={Link} to={paths.game.dashboard} size="md">
          {t('common.backToDashboard')}
        </Button>
      </Stack>
    </Page>
  );
}
