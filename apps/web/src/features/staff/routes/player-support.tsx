import '@/styles/mantine-forms.css';
import {
  Alert,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../components/scroll-region';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { formatMoney } from '@/lib/i18n/format';
import { formatGameTime } from '@charity/domain/game-time-format';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { Page } from '@/components/ui/page';
import { useStaffMay } from '@/api/staff-may';
import { useSupportPlayer, useSupportResend, useSupportSearch } from '../api/player-support';
import { RefundForm } from '../components/refund-form';
import { RefundsPanel } from '../components/refunds-panel';

/** /admin/support: find a player, see their numbers and payments, resend a receipt. */
export function AdminPlayerSupportPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const search = useSupportSearch(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelected(null);
    setQuery(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  return (
    <Page title={t('staffSupport.title')}>
      <form onSubmit={submit} role="search" aria-label={t('staffSupport.search')}>
        <Group align="end" wrap="wrap">
          <TextInput
            name="q"
            label={t('staffSupport.query')}
            description={t('staffSupport.queryHelp')}
            minLength={2}
            maw={420}
            w="100%"
          />
          <Button type="submit">{t('staffSupport.find')}</Button>
        </Group>
      </form>
      {search.isError && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {search.data && search.data.Players.length === 0 && (
        <Alert role="status">{t('staffSupport.none')}</Alert>
      )}
      {search.data && search.data.Players.length > 0 && (
        <ScrollRegion label={t('staffSupport.found', { count: search.data.Players.length })}>
          <Table striped miw={560}>
            <Table.Caption>
              {t('staffSupport.found', { count: search.data.Players.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffSupport.name')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.email')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.phone')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.Players.map((player) => {
                const name = `${player.FirstName} ${player.LastName}`;
                return (
                  <Table.Tr key={player.Id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{player.Email}</Table.Td>
                    <Table.Td>{player.Phone}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-pressed={selected === player.Id}
                        onClick={() => setSelected(player.Id)}
                      >
                        {t('staffSupport.show', { name })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {selected && <PlayerDetail key={selected} playerId={selected} />}
    </Page>
  );
}

function PlayerDetail({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const detail = useSupportPlayer(playerId, page);
  const may = useStaffMay();
  const canResend = may(
    'POST /api/support/player/:playerId/receipt/:paymentId/resend/for-organization/:organizationId',
  );
  const canRefund = may(
    'POST /api/support/payment/:paymentId/refund/for-organization/:organizationId',
  );
  if (detail.isError) {
    return (
      <Alert color="red" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  if (!detail.data) return null;
  const { Player, Numbers, Payments, SelfExclusion } = detail.data;
  const pages = Math.max(1, Math.ceil(Payments.Total / Payments.PageSize));
  return (
    <Stack component="section" aria-labelledby="support-player" gap="sm">
      <Title order={2} id="support-player">
        {Player.FirstName} {Player.LastName}
      </Title>
      <Text>
        {Player.Email} · {Player.Phone} ·{' '}
        {t('staffSupport.pledge', { charity: Player.CharityName ?? t('staffSupport.noPledge') })}
      </Text>
      {SelfExclusion && (
        <Alert color="orange" role="status" title={t('staffSupport.excludedTitle')}>
          {t(
            SelfExclusion.State === 'Excluded'
              ? 'staffSupport.excluded'
              : 'staffSupport.exclusionEnded',
            { date: formatGameTime(SelfExclusion.EndsOn, i18n.language, { withTime: false }) },
          )}
        </Alert>
      )}
      <Text>
        {t('staffSupport.numbers', { count: Numbers.length })}{' '}
        {Numbers.map((n) => `${n.GameName} ${n.TicketNumber}`).join(', ')}
      </Text>
      <RefundsPanel playerId={Player.Id} />
      {Payments.Total === 0 && <Text>{t('staffSupport.noPayments')}</Text>}
      {Payments.Payments.length > 0 && (
        <ScrollRegion label={t('staffSupport.payments', { count: Payments.Total })}>
          <Table striped miw={640}>
            <Table.Caption>{t('staffSupport.payments', { count: Payments.Total })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('staffSupport.paidOn')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.draw')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.amount')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.status')}</Table.Th>
                <Table.Th scope="col">{t('staffSupport.receipt')}</Table.Th>
                {canRefund && <Table.Th scope="col">{t('staffRefunds.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Payments.Payments.map((item) => (
                <PaymentRow
                  key={item.PaymentId}
                  item={item}
                  playerId={playerId}
                  canResend={canResend}
                  canRefund={canRefund}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}

function PaymentRow(props: {
  item: HistoryItem;
  playerId: string;
  canResend: boolean;
  canRefund: boolean;
}) {
  const { item, playerId, canResend, canRefund } = props;
  const [refunding, setRefunding] = useState(false);
  const { t, i18n } = useTranslation();
  const resend = useSupportResend(playerId);
  const when = (iso: string) => formatGameTime(iso, i18n.language, { timeZone: item.TimeZone });
  const number = item.ReceiptNumber ?? '';
  return (
    <>
      <Table.Tr>
        <Table.Td>{when(item.CreatedOn)}</Table.Td>
        <Table.Td>{item.GameInstanceName}</Table.Td>
        <Table.Td>{formatMoney(item.Amount)}</Table.Td>
        <Table.Td>{t(`history.status.${item.Status}`)}</Table.Td>
        <Table.Td>
          {number}
          {number && canResend && (
            <Button
              ml="sm"
              size="xs"
              variant="default"
              loading={resend.isPending}
              onClick={() => resend.mutate(item.PaymentId)}
            >
              {t('staffSupport.resend', { number })}
            </Button>
          )}
          {resend.isSuccess && (
            <SuccessNotice title={t('staffSupport.resent', { email: resend.data.SentTo })} />
          )}
          <FormError message={resend.isError ? resend.error.message : null} />
        </Table.Td>
        {canRefund && (
          <Table.Td>
            {item.Status === 'Succeeded' && (
              <Button
                size="xs"
                variant="default"
                aria-expanded={refunding}
                onClick={() => setRefunding(!refunding)}
              >
                {t(refunding ? 'staffRefunds.close' : 'staffRefunds.open')}
              </Button>
            )}
          </Table.Td>
        )}
      </Table.Tr>
      {refunding && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <RefundForm item={item} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
