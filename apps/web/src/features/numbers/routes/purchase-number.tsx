import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/i18n/format';
import { purchaseNumbersBodySchema } from '@charity/domain/numbers/number-api';
import { paths } from '@charity/domain/paths';
import { useCurrentGroups } from '@/api/current-groups';
import { useMaxNumbersPerPlayer } from '@/api/max-numbers-per-player';
import { usePaymentMethods } from '@/api/payment-methods';
import { FormStack } from '@/components/form/form-stack';
import { usePaymentChoice } from '@/components/payment/use-payment-choice';
import { Page } from '@/components/ui/page';
import { useSession } from '@/lib/auth/use-session';
import { useConfig } from '@/lib/config';
import { purchaseNumbers } from '../api/checkout';
import { CheckoutPayment } from '../components/checkout-payment';
import { ResumedCheckout } from '../components/resumed-checkout';
import { checkNumberRequest } from '../components/check-number-request';
import { countNumbers } from '../components/group-label';
import { NumberRequestFields, type NumberRequest } from '../components/number-request-fields';
import { OrderTotal } from '../components/order-total';
import { BundlePicker, SINGLE, chosenBundle } from '../components/bundle-picker';
import type { Bundle } from '@charity/domain/bundles/bundles';
import { useCheckout } from '../hooks/use-checkout';
import { useCheckoutSuccess } from '../hooks/use-checkout-success';
import { ExcludedGate } from '@/components/protection/excluded-notice';

/** Buy more numbers and play them in the current draw, in one payment (not while excluded). */
export function PurchaseNumberPage() {
  const { t } = useTranslation();
  return (
    <ExcludedGate title={t('numbers.purchase.title')}>
      <PurchaseNumberScreen />
    </ExcludedGate>
  );
}

function PurchaseNumberScreen() {
  const { t } = useTranslation();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const playerId = useSession().subject?.playerId ?? '';
  const { instance, groups, isPending, failed } = useCurrentGroups();
  const maxQuery = useMaxNumbersPerPlayer();
  const cards = usePaymentMethods();
  const payment = usePaymentChoice(cards.data?.PaymentMethods);
  const max = maxQuery.data?.MaxNumbersPerPlayer ?? 0;
  const held = countNumbers(groups);
  const remaining = Math.max(0, max - held);
  const [request, setRequest] = useState<NumberRequest>({ quantity: 1, specific: '' });
  const [errors, setErrors] = useState<{ quantity?: string; specific?: string }>({});
  const [choice, setChoice] = useState(SINGLE);
  const order = useRef({
    quantity: 1,
    ticketNumbers: [] as number[],
    bundle: null as Bundle | null,
  });
  const ticketPrice = instance?.TicketPrice ?? 0;
  const bundles = instance?.Bundles ?? [];
  const bundle = chosenBundle(bundles, choice);
  const quantity = bundle ? bundle.Numbers : Number(request.quantity) || 0;
  // Nothing valid chosen ("0", empty, over the allowance): no amount to pay, the button waits.
  const canPay =
    bundle !== null || (Number.isInteger(quantity) && quantity >= 1 && quantity <= remaining);
  const onSucceeded = useCheckoutSuccess(paths.game.purchaseNumberSuccess);
  const checkout = useCheckout({
    name: 'purchase',
    request: (Payment) => ({
      PlayerId: playerId,
      OrganizationId: organizationId,
      GameInstanceId: instance?.Id ?? '',
      Quantity: order.current.quantity,
      TicketNumbers: order.current.ticketNumbers,
      ...(order.current.bundle ? { Bundle: order.current.bundle } : {}),
      Payment,
    }),
    bodySchema: purchaseNumbersBodySchema,
    send: purchaseNumbers,
    onSucceeded,
  });
  const { reset } = checkout;
  useEffect(() => reset(), [request, choice, reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNumberRequest(
      t,
      { ...request, quantity },
      remaining,
      instance?.NumberRangeMax,
    );
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    order.current = { quantity: checked.quantity, ticketNumbers: checked.ticketNumbers, bundle };
    void checkout.pay(payment.paymentInput);
  }

  const ready = !isPending && !failed && maxQuery.isSuccess && !checkout.resumed;
  return (
    <Page title={t('numbers.purchase.title')}>
      {checkout.resumed && <ResumedCheckout checkout={checkout} />}
      {(failed || maxQuery.isError) && (
        <Alert color="red" role="alert">
          {t('common.loadFailed')}
        </Alert>
      )}
      {ready && remaining === 0 && (
        <Alert color="blue" variant="light" role="status" title={t('numbers.limit.title')}>
          <Text size="sm">{t('numbers.limit.atMax', { count: max })}</Text>
          <Anchor component={Link} to={paths.game.dashboard}>
            {t('common.backToDashboard')}
          </Anchor>
        </Alert>
      )}
      {ready && instance && remaining > 0 && (
        <FormStack onSubmit={submit}>
          <Text>
            {t('numbers.purchase.body', { held, count: max, remaining, name: instance.Name })}
          </Text>
          {bundles.length > 0 && (
            <BundlePicker
              bundles={bundles}
              ticketPrice={ticketPrice}
              remaining={remaining}
              value={choice}
              onChange={setChoice}
              disabled={checkout.inProgress}
            />
          )}
          <NumberRequestFields
            value={request}
            onChange={setRequest}
            max={remaining}
            errors={errors}
            disabled={checkout.inProgress}
            fixedQuantity={bundle !== null}
          />
          <OrderTotal ticketPrice={ticketPrice} count={quantity} bundle={bundle} />
          <CheckoutPayment
            cards={cards}
            payment={payment}
            checkout={checkout}
            onReset={reset}
            payLabel={
              canPay
                ? t('numbers.purchase.pay', {
                    amount: formatMoney(bundle ? bundle.Price : ticketPrice * quantity),
                  })
                : t('numbers.purchase.title')
            }
            canPay={canPay}
          />
        </FormStack>
      )}
    </Page>
  );
}
