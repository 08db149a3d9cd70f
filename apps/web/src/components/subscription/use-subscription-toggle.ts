import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/i18n/format';
import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { paymentMethodsQueryOptions } from '@/api/payment-methods';
import { prepaymentsQueryOptions } from '@/api/prepaid';
import { useSubscribeGroup } from '@/api/subscribe-group';
import { cardLabel } from '@/components/payment/card-label';
import { useGameTime } from '@/components/ui/use-game-time';
import { isApiError } from '@/lib/api-error';
import { refusalMessage } from '@/lib/refusal-message';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { dialogs } from '@/lib/dialog-service';
import { prepaidAhead } from './prepaid-ahead';

/**
 * Subscribe or unsubscribe groups after a confirmation dialog (Cancel/Confirm) that repeats
 * how renewal, cancelling and failed payments work.
 */
export function useSubscriptionToggle(ticketPrice: number) {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const mutation = useSubscribeGroup();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const gameTime = useGameTime();

  /** The dialog's words: after the draws already paid, if any, what auto-play charges. */
  async function onMessage(groups: PlayerNumberGroup[], values: Record<string, unknown>) {
    const prepayments = await queryClient
      .fetchQuery({ ...prepaymentsQueryOptions(playerId, organizationId), staleTime: 0 })
      .catch(() => null);
    const ahead = prepaidAhead(
      prepayments?.Prepayments ?? [],
      groups.map((group) => group.Id),
    );
    if (ahead.kind === 'none') return t('subscriptionToggle.onMessage', values);
    const paid =
      ahead.kind === 'all'
        ? t('subscriptionToggle.prepaidAhead', {
            count: ahead.count,
            date: gameTime(ahead.through, { withTime: false }),
          })
        : t('subscriptionToggle.prepaidSome');
    return `${paid} ${t('subscriptionToggle.onAfterPrepaid', values)}`;
  }

  /** One confirmation for the groups (a dashboard card), then each group in turn. */
  async function toggle(
    groups: PlayerNumberGroup[],
    subscribed: boolean,
    paymentMethodId?: string,
  ) {
    setError(null);
    const count = groups.reduce((sum, group) => sum + group.PlayerNumbers.length, 0);
    let card = '';
    if (subscribed) {
      // The card the server will charge: the one asked for, else the newest saved (it lists
      // newest first). Read fresh, so the dialog never names a card removed meanwhile.
      const saved = await queryClient
        .fetchQuery({ ...paymentMethodsQueryOptions(playerId, organizationId), staleTime: 0 })
        .catch(() => null);
      const charged = paymentMethodId
        ? saved?.PaymentMethods.find((method) => method.Id === paymentMethodId)
        : saved?.PaymentMethods[0];
      if (saved && !charged) {
        setError(t('subscriptionToggle.needsCard'));
        return false;
      }
      card = charged ? cardLabel(charged) : t('subscriptionToggle.savedCard');
    }
    const values = { count, card, amount: formatMoney(ticketPrice * count) };
    const confirmed = await dialogs.confirm({
      title: t(subscribed ? 'subscriptionToggle.onTitle' : 'subscriptionToggle.offTitle'),
      message: subscribed
        ? await onMessage(groups, values)
        : t('subscriptionToggle.offMessage', values),
    });
    if (!confirmed) return false;
    try {
      for (const group of groups)
        await mutation.mutateAsync({
          PlayerId: playerId,
          OrganizationId: organizationId,
          GroupId: group.Id,
          Subscribed: subscribed,
          ...(paymentMethodId ? { PaymentMethodId: paymentMethodId } : {}),
        });
      return true;
    } catch (failure) {
      const conflict = isApiError(failure) && failure.status === 409;
      // A refusal (self-excluded, say) is shown as such; the session stays (auth-failure-handler).
      setError(
        conflict
          ? t('subscriptionToggle.needsCard')
          : refusalMessage(failure, t, t('subscriptionToggle.failed')),
      );
      return false;
    }
  }

  return { toggle, error, pendingGroupId: mutation.isPending ? mutation.variables.GroupId : null };
}
