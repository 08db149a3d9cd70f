import '@/styles/mantine-forms.css';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentHistory } from '@charity/domain/api/payment-history';
import type { ChargeRefund } from '@charity/domain/refunds/refund-life-cycle';
import { paymentColumns } from './payment-columns';
import { PaymentRow } from './payment-row';
import { ScrollRegion } from './scroll-region';
import { stackRow, stackTable } from './stack-table';

export interface PaymentsTableProps {
  payments: PaymentHistory;
  refunds: ChargeRefund[];
  canResend: boolean;
  /** The payment whose receipt is being sent again. */
  resending: string | null;
  onResend: (paymentId: string) => void;
  /** Null when the role may neither void nor refund. */
  giveBack: null | { open: string | null; onToggle: (paymentId: string) => void; formId: string };
}

/** A player's payments, ten a page; the void and refund form opens below it, never inside. */
export function PaymentsTable({ payments, refunds, giveBack, ...props }: PaymentsTableProps) {
  const { t } = useTranslation();
  const caption = t('staffSupport.payments', { count: payments.Total });
  const columns = paymentColumns(giveBack !== null);
  return (
    <ScrollRegion label={caption}>
      <Table striped miw={900} verticalSpacing="xs" {...stackTable}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr {...stackRow}>
            {columns.map(({ label }) => (
              <Table.Th key={label} scope="col" role="columnheader">
                {t(label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.Payments.map((item) => (
            <PaymentRow
              key={item.PaymentId}
              columns={columns}
              item={item}
              refunds={refunds.filter((refund) => refund.PaymentId === item.PaymentId)}
              canResend={props.canResend}
              resending={props.resending === item.PaymentId}
              onResend={() => props.onResend(item.PaymentId)}
              giveBack={
                giveBack && {
                  open: giveBack.open === item.PaymentId,
                  onToggle: () => giveBack.onToggle(item.PaymentId),
                  formId: giveBack.formId,
                }
              }
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
