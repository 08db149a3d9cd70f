import '@/styles/mantine-forms.css';
import { Alert, Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { RefundOutcome } from '@charity/domain/refunds/refund-life-cycle';
import { FormError } from '@/components/form/form-error';
import { SuccessNotice } from '@/components/form/success-notice';
import { useStaffMay } from '@/api/staff-may';
import { useSupportPlayer, useSupportResend } from '../api/player-support';
import { PaymentsTable } from './payments-table';
import { RefundForm } from './refund-form';
import { RefundsPanel } from './refunds-panel';
import { useSupportRefunds } from '../api/player-refunds';
import { PlayerNumbers } from './player-numbers';

const FORM_ID = 'support-give-back';

/** A success to show, as a key and its values: it follows a change of language. */
type Notice = { key: string; vars: Record<string, string | number> } | null;

const noticeOf = (outcome: RefundOutcome): Notice =>
  outcome.Kind === 'Void'
    ? {
        key: 'staffRefunds.doneVoid',
        vars: {
          count: outcome.TicketNumbers.length,
          numbers: outcome.TicketNumbers.join(', '),
          amount: formatMoney(outcome.Amount),
        },
      }
    : { key: 'staffRefunds.done', vars: { amount: formatMoney(outcome.Amount) } };

/**
 * A player in support: pledge, numbers, refunds and payments. The last action's success shows
 * until the next action starts (another form, a resend, another page).
 */
export function PlayerDetail({ playerId }: { playerId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const detail = useSupportPlayer(playerId, page);
  const refunds = useSupportRefunds(playerId).data?.Refunds ?? [];
  const resend = useSupportResend(playerId);
  // Set at the click, before the pending state renders: a double click sends one request.
  const resendAsked = useRef(false);
  const may = useStaffMay();
  const canResend = may(
    'POST /api/support/player/:playerId/receipt/:paymentId/resend/for-organization/:organizationId',
  );
  const canVoid = may('POST /api/support/payment/:paymentId/void/for-organization/:organizationId');
  const canRefund = may(
    'POST /api/support/payment/:paymentId/refund/for-organization/:organizationId',
  );
  function nextAction() {
    setNotice(null);
    resend.reset();
  }
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
  const acting = Payments.Payments.find((item) => item.PaymentId === open);
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
      <PlayerNumbers numbers={Numbers} />
      <RefundsPanel refunds={refunds} timeZone={Payments.Payments[0]?.TimeZone} />
      {Payments.Total === 0 && <Text>{t('staffSupport.noPayments')}</Text>}
      {Payments.Payments.length > 0 && (
        <PaymentsTable
          payments={Payments}
          refunds={refunds}
          canResend={canResend}
          resending={resend.isPending ? (resend.variables ?? null) : null}
          onResend={(paymentId) => {
            if (resendAsked.current) return;
            resendAsked.current = true;
            nextAction();
            resend.mutate(paymentId, {
              onSuccess: (sent) =>
                setNotice({ key: 'staffSupport.resent', vars: { email: sent.SentTo } }),
              onSettled: () => {
                resendAsked.current = false;
              },
            });
          }}
          giveBack={
            canVoid || canRefund
              ? {
                  open,
                  formId: FORM_ID,
                  onToggle: (paymentId) => {
                    nextAction();
                    setOpen(open === paymentId ? null : paymentId);
                  },
                }
              : null
          }
        />
      )}
      <FormError message={resend.isError ? resend.error.message : null} />
      {notice && <SuccessNotice title={t(notice.key, notice.vars)} />}
      {acting && (
        <Box
          id={FORM_ID}
          component="section"
          p="md"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          aria-labelledby={`${FORM_ID}-title`}
        >
          <Group justify="space-between" align="start" mb="sm" wrap="nowrap">
            <Title order={3} size="h4" id={`${FORM_ID}-title`}>
              {t('staffSupport.formTitle', {
                number: acting.ReceiptNumber ?? '',
                draw: acting.GameInstanceName,
              })}
            </Title>
            <Button size="xs" variant="default" flex="none" onClick={() => setOpen(null)}>
              {t('staffRefunds.close')}
            </Button>
          </Group>
          <RefundForm
            key={acting.PaymentId}
            item={acting}
            canVoid={canVoid}
            canRefund={canRefund}
            onDone={(outcome) => {
              setOpen(null);
              setNotice(noticeOf(outcome));
            }}
          />
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => {
            nextAction();
            setOpen(null);
            setPage(next);
          }}
        />
      )}
    </Stack>
  );
}
