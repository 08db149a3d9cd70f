import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrepayments, useRefundPrepaid } from '@/api/prepaid';
import { isApiError } from '@/lib/api-error';
import { dialogs } from '@/lib/dialog-service';
import { formatMoney } from '@/lib/i18n/format';
import { PrepaidNote } from '../components/prepaid-note';

/**
 * The dashboard's prepaid draws: the latest prepayment of each group still paying for draws
 * (shown beside its numbers), and the refund of a prepayment's draws not opened yet.
 */
export function usePrepaidByGroup() {
  const { t } = useTranslation();
  const prepayments = usePrepayments().data?.Prepayments ?? [];
  const refund = useRefundPrepaid();
  const [refunded, setRefunded] = useState<string | null>(null);
  const failure = refund.error;
  const error = failure ? (isApiError(failure) ? failure.message : t('common.loadFailed')) : null;

  async function confirmRefund(prepayment: Prepayment) {
    const amount = formatMoney(prepayment.RefundableAmount);
    const confirmed = await dialogs.confirm({
      title: t('dashboard.prepaid.confirmTitle'),
      message: t('dashboard.prepaid.confirm', { count: prepayment.RefundableDraws, amount }),
    });
    if (!confirmed) return;
    refund.mutate(prepayment.PaymentId, {
      onSuccess: (answer) =>
        setRefunded(
          t('dashboard.prepaid.refunded', {
            count: answer.RefundedDraws,
            amount: formatMoney(answer.RefundedAmount),
          }),
        ),
    });
  }

  /** Newest first: a group's current prepayment is the first that still pays for a draw. */
  const prepaymentOf = (groupId: string) =>
    prepayments.find(
      (p) =>
        p.GroupIds.includes(groupId) &&
        p.PaidThrough !== null &&
        new Date(p.PaidThrough).getTime() > Date.now(),
    );

  const note = (prepayment: Prepayment) => (
    <PrepaidNote
      prepayment={prepayment}
      busy={refund.isPending && refund.variables === prepayment.PaymentId}
      onRefund={() => void confirmRefund(prepayment)}
    />
  );

  return { prepaymentOf, note, error, refunded };
}
