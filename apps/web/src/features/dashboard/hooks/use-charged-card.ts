import { useTranslation } from 'react-i18next';
import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { usePaymentMethods } from '@/api/payment-methods';
import { cardLabel } from '@/components/payment/card-label';

/**
 * Issue 12: the saved card auto-play charges for a card's groups ("Auto-play charges Visa
 * •••• 4242"), or that it was removed; null until the saved cards are known.
 */
export function useChargedCard() {
  const { t } = useTranslation();
  const saved = usePaymentMethods().data?.PaymentMethods;
  return (groups: PlayerNumberGroup[]) => {
    if (!saved) return null;
    const labels = new Set(
      groups.map((group) => {
        const card = saved.find((c) => c.Id === group.SubscriptionPaymentMethodId);
        return card && cardLabel(card);
      }),
    );
    return labels.has(undefined)
      ? t('numbers.subscription.cardRemoved')
      : t('dashboard.groups.charges', { card: [...labels].join(', ') });
  };
}
