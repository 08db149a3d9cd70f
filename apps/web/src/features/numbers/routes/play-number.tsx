import { Alert, Anchor, Text } from '@mantine/core';
import '@/styles/money.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@charity/domain/currency';
import { paths } from '@charity/domain/paths';
import { filterByPlayed, sortGroups } from '@charity/domain/player-number-groups';
import { useCurrentGroups } from '@/api/current-groups';
import { usePaymentMethods } from '@/api/payment-methods';
import { FormStack } from '@/components/form/form-stack';
import { usePaymentChoice } from '@/components/payment/use-payment-choice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { useOneTimeState } from '@/lib/navigation/use-one-time-state';
import { playGroups } from '../api/checkout';
import { CheckoutPayment } from '../components/checkout-payment';
import { countNumbers } from '../components/group-label';
import { GroupPicker } from '../components/group-picker';
import { OrderTotal } from '../components/order-total';
import type { PlayState } from '../components/play-state';
import { useCheckout } from '../hooks/use-checkout';
import { useCheckoutSuccess } from '../hooks/use-checkout-success';

/** Pay for chosen groups in the current draw: TicketPrice × numbers, one card payment. */
export function PlayNumberPage() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const handed = useOneTimeState<PlayState>();
  const { instance, groups, isPending, failed } = useCurrentGroups();
  const cards = usePaymentMethods();
  const payment = usePaymentChoice(cards.data?.PaymentMethods);
  const unplayed = sortGroups(filterByPlayed(groups, false));
  const [picked, setPicked] = useState<string[] | null>(handed?.groupIds ?? null);
  const selectedIds = (picked ?? unplayed.map((g) => g.Id)).filter((id) =>
    unplayed.some((g) => g.Id === id),
  );
  const selected = unplayed.filter((g) => selectedIds.includes(g.Id));
  const count = countNumbers(selected);
  const ticketPrice = instance?.TicketPrice ?? 0;
  const onSucceeded = useCheckoutSuccess(paths.game.playNumberSuccess);
  const checkout = useCheckout({
    submit: (Payment, key) =>
      playGroups(
        {
          PlayerId: playerId,
          OrganizationId: organizationId,
          GameInstanceId: instance?.Id ?? '',
          GroupIds: selectedIds,
          Payment,
        },
        key,
      ),
    onSucceeded,
  });
  const { reset } = checkout;
  const selection = selectedIds.join(',');
  useEffect(() => reset(), [selection, reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count > 0) void checkout.pay(payment.paymentInput);
  }

  const nothingToPlay = !isPending && !failed && unplayed.length === 0;
  return (
    <Page title={t('numbers.play.title')}>
      {failed && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {nothingToPlay && (
        <Alert color="green" variant="light" role="status" title={t('numbers.play.allPlayed')}>
          <Anchor component={Link} to={paths.game.dashboard}>
            {t('common.backToDashboard')}
          </Anchor>
        </Alert>
      )}
      {instance && unplayed.length > 0 && (
        <FormStack onSubmit={submit}>
          <Text>{t('numbers.play.body', { name: instance.Name })}</Text>
          <GroupPicker
            groups={unplayed}
            value={selectedIds}
            onChange={setPicked}
            disabled={checkout.inProgress}
          />
          <OrderTotal ticketPrice={ticketPrice} count={count} />
          <CheckoutPayment
            cards={cards}
            payment={payment}
            checkout={checkout}
            onReset={reset}
            payLabel={t('numbers.play.pay', { amount: formatCents(ticketPrice * count) })}
            canPay={count > 0}
          />
        </FormStack>
      )}
    </Page>
  );
}
