import '@/styles/mantine-forms.css';
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';
import { formatGameTime } from '@charity/domain/game-time-format';
import type { ChargeRefund } from '@charity/domain/refunds/refund-life-cycle';
import { ScrollRegion } from './scroll-region';

/**
 * A player's refunds in player support, whatever asked for them: a refund the processor
 * refused is shown failed, with its reason, above the list (the money did not go back). When
 * asked: on the game's clock with its zone (`timeZone`, the payments'), as the audit log.
 */
export function RefundsPanel({
  refunds,
  timeZone,
}: {
  refunds: ChargeRefund[];
  timeZone?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (refunds.length === 0) return null;
  const failed = refunds.filter((refund) => refund.State === 'Failed');
  const when = (iso: string) => formatGameTime(iso, i18n.language, { timeZone });
  return (
    <>
      {failed.map((refund) => (
        <Alert
          key={refund.RefundId}
          color="red"
          role="alert"
          title={t('staffRefundLedger.failedTitle')}
        >
          {t('staffRefundLedger.failed', {
            amount: formatMoney(refund.Amount),
            reason: refund.FailureReason ?? '',
          })}
        </Alert>
      ))}
      <ScrollRegion label={t('staffRefundLedger.caption')}>
        <Table striped miw={560}>
          <Table.Caption>{t('staffRefundLedger.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('staffRefundLedger.at')}</Table.Th>
              <Table.Th scope="col">{t('staffRefundLedger.path')}</Table.Th>
              <Table.Th scope="col">{t('staffSupport.amount')}</Table.Th>
              <Table.Th scope="col">{t('staffSupport.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refunds.map((refund) => (
              <Table.Tr key={refund.RefundId}>
                <Table.Td>{when(refund.At)}</Table.Td>
                <Table.Td>{t(`staffRefundLedger.paths.${refund.Path}`)}</Table.Td>
                <Table.Td>{formatMoney(refund.Amount)}</Table.Td>
                <Table.Td>
                  <Text span>{t(`staffRefundLedger.states.${refund.State}`)}</Text>
                  {refund.FailureReason && <Text size="sm">{refund.FailureReason}</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
