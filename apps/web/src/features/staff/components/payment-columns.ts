import type { ComponentType } from 'react';
import {
  DrawCell,
  GiveBackCell,
  MoneyCell,
  NumbersCell,
  PaidOnCell,
  ReceiptCell,
  RefundsCell,
  StatusCell,
  type PaymentCellProps,
} from './payment-cells';

/** One column of player support's payments: its heading's text key and how a cell reads. */
export interface PaymentColumn {
  label: string;
  Cell: ComponentType<PaymentCellProps>;
}

/**
 * The payments' columns, in order, rendered two ways from this one list: the table's
 * headings at 1280 px, and each stacked card's labels at 360 px (stack-table.css). The void
 * and refund column only for a role that may do either.
 */
export function paymentColumns(withGiveBack: boolean): PaymentColumn[] {
  return [
    { label: 'staffSupport.paidOn', Cell: PaidOnCell },
    { label: 'staffSupport.draw', Cell: DrawCell },
    { label: 'staffSupport.numbersColumn', Cell: NumbersCell },
    { label: 'staffSupport.money', Cell: MoneyCell },
    { label: 'staffSupport.refundsColumn', Cell: RefundsCell },
    { label: 'staffSupport.status', Cell: StatusCell },
    { label: 'staffSupport.receipt', Cell: ReceiptCell },
    ...(withGiveBack ? [{ label: 'staffRefunds.actions', Cell: GiveBackCell }] : []),
  ];
}
