import { Alert, Anchor, Text } from '@mantine/core';
import '@/styles/money.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/i18n/format';
import { playGroupsBodySchema, type PlayGroupsBody } from '@charity/domain/numbers/number-api';
import { prepayBodySchema, type PrepayBody } from '@charity/domain/prepaid/prepaid-api';
import { z } from 'zod';
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
import { prepayGroup } from '@/api/prepaid';
import { DrawsPicker } from '../components/draws-picker';
import { CheckoutPayment } from '../components/checkout-payment';
import { ResumedCheckout } from '../components/resumed-checkout';
import { countNumbers } from '../components/group-label';
import { GroupPicker } from '../components/group-picker';
import { OrderTotal } from '../components/order-total';
import type { PlayState } from '../components/play-state';
import { useCheckout } from '../hooks/use-checkout';
import { useCheckoutSuccess } from '../hooks/use-checkout-success';
import { ExcludedGate } from '@/components/protection/excluded-notice';

/** A play, or a prepayment of one group for several draws: one checkout serves both. */
const playOrPrepaySchema = z.union([prepayBodySchema, playGroupsBodySchema]);
type PlayOrPrepay = PlayGroupsBody | PrepayBody;
const sendPlay = (body: PlayOrPrepay, key: string) =>
  'Draws' in body ? prepayGroup(body, key) : playGroups(body, key);

/**
 * Pay for chosen groups in the current draw: TicketPrice × numbers, one card payment; one
 * group may be paid for the next draws too, up to the game's MaxPrepaidDraws.
 */
export function PlayNumberPage() {
  const { t } = useTranslation();
  return (
    <ExcludedGate title={t('numbers.play.title')}>
      <PlayNumberScreen />
    </ExcludedGate>
  );
}

function PlayNumberScreen() {
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
  const maxDraws = instance?.MaxPrepaidDraws ?? 1;
  const [chosenDraws, setDraws] = useState(1);
  // Prepaying is for one group: several groups are paid for this draw only.
  const canPrepay = maxDraws > 1 && selected.length === 1;
  const draws = canPrepay ? Math.min(chosenDraws, maxDraws) : 1;
  const onSucceeded = useCheckoutSuccess(paths.game.playNumberSuccess);
  const checkout = useCheckout<PlayOrPrepay>({
    name: 'play',
    request: (Payment) => {
      const common = {
        PlayerId: playerId,
        OrganizationId: organizationId,
        GameInstanceId: instance?.Id ?? '',
        Payment,
      };
      return draws > 1
        ? { ...common, GroupId: selectedIds[0] ?? '', Draws: draws }
        : { ...common, GroupIds: selectedIds };
    },
    bodySchema: playOrPrepaySchema,
    send: sendPlay,
    onSucceeded,
  });
  const { reset } = checkout;
  const selection = `${selectedIds.join(',')}:${draws}`;
  useEffect(() => reset(), [selection, reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count > 0) void checkout.pay(payment.paymentInput);
  }

  const { resumed } = checkout;
  const nothingToPlay = !isPending && !failed && !resumed && unplayed.length === 0;
  return (
    <Page title={t('numbers.play.title')}>
      {resumed && <ResumedCheckout checkout={checkout} />}
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
      {instance && !resumed && unplayed.length > 0 && (
        <FormStack onSubmit={submit}>
          <Text>{t('numbers.play.body', { name: instance.Name })}</Text>
          <GroupPicker
            groups={unplayed}
            value={selectedIds}
            onChange={setPicked}
            disabled={checkout.inProgress}
          />
          {canPrepay && (
            <DrawsPicker
              max={maxDraws}
              drawPrice={ticketPrice * count}
              value={draws}
              onChange={setDraws}
              disabled={checkout.inProgress}
            />
          )}
          <OrderTotal ticketPrice={ticketPrice} count={count} draws={draws} />
          <CheckoutPayment
            cards={cards}
            payment={payment}
            checkout={checkout}
            onReset={reset}
            payLabel={t('numbers.play.pay', { amount: formatMoney(ticketPrice * count * draws) })}
            canPay={count > 0}
          />
        </FormStack>
      )}
    </Page>
  );
}
