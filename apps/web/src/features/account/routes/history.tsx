import '@/styles/mantine-forms.css';
import { Alert, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import '../account.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useScreenData } from '@/lib/screen-data';
import { paymentHistoryQueryOptions } from '../api/payment-history';
import { HistoryItemCard } from '../components/history-item';

/** Issue 17: the player's payments, each with its draw and receipt, ten a page. */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const [page, setPage] = useState(1);
  const { isPending, data } = useScreenData({
    ...paymentHistoryQueryOptions(playerId, organizationId, page),
    enabled: !!organizationId && !!playerId,
  });
  const history = data.Result;
  const pages = history ? Math.max(1, Math.ceil(history.Total / history.PageSize)) : 1;

  return (
    <Page title={t('history.title')}>
      <Text>{t('history.intro')}</Text>
      {!isPending && !data.IsSuccess && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {history && history.Total === 0 && <Text c="dimmed">{t('history.none')}</Text>}
      {history && history.Payments.length > 0 && (
        <Stack component="ul" gap="md" className="history-list" aria-label={t('history.listLabel')}>
          {history.Payments.map((item) => (
            <HistoryItemCard key={item.PaymentId} item={item} playerId={playerId} />
          ))}
        </Stack>
      )}
      <Group justify="space-between" className="account-no-print">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={() => ({ 'aria-label': t('history.pages') })}
          />
        )}
        {history && history.Total > 0 && (
          <Button variant="subtle" onClick={() => window.print()}>
            {t('history.print')}
          </Button>
        )}
      </Group>
    </Page>
  );
}
