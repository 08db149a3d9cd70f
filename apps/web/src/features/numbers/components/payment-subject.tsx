import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@charity/domain/money-format';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { useCurrentStatus } from '@/api/current-status';
import { listNumbers } from './ticket-numbers';

/**
 * What a payment waiting for the bank is for: its amount, its draw and its numbers. The order
 * form is gone after a reload, so the approval must say it by itself (issue 28).
 */
export function PaymentSubject({ payment }: { payment: PaymentResult }) {
  const { t, i18n } = useTranslation();
  const instance = useCurrentStatus().data?.CurrentGameInstance;
  const numbers = payment.PlayerNumberGroups.flatMap((group) =>
    group.PlayerNumbers.map((n) => n.TicketNumber),
  );
  const name = instance?.Id === payment.GameInstanceId ? instance.Name : null;
  // A prepayment names how many draws it pays for, not only the first one (issue 28).
  const draw =
    name && payment.Draws && payment.Draws > 1
      ? t('numbers.checkout.prepaidDraws', { count: payment.Draws, draw: name })
      : name;
  const values = {
    amount: formatMoney(payment.Amount, i18n.language),
    count: numbers.length,
    numbers: listNumbers(numbers, i18n.language),
    draw,
  };
  return (
    <Text fw={700} className="payment-subject">
      {draw
        ? t('numbers.checkout.paymentFor', values)
        : t('numbers.checkout.paymentForNumbers', values)}
    </Text>
  );
}
