import { Button } from '@mantine/core';
import { FormActions } from '@/components/form/form-actions';
import { PaymentChoice } from '@/components/payment/payment-choice';
import type { usePaymentChoice } from '@/components/payment/use-payment-choice';
import type { usePaymentMethods } from '@/api/payment-methods';
import type { useCheckout } from '../hooks/use-checkout';
import { CheckoutStatus } from './checkout-status';

interface CheckoutPaymentProps {
  cards: ReturnType<typeof usePaymentMethods>;
  payment: ReturnType<typeof usePaymentChoice>;
  checkout: ReturnType<typeof useCheckout>;
  /** Starts a new attempt: the form changed. */
  onReset: () => void;
  payLabel: string;
  canPay: boolean;
}

/** The card choice and the sticky pay bar that play and purchase share. */
export function CheckoutPayment({
  cards,
  payment,
  checkout,
  onReset,
  payLabel,
  canPay,
}: CheckoutPaymentProps) {
  return (
    <>
      {cards.isSuccess && (
        <PaymentChoice
          cards={cards.data.PaymentMethods}
          choice={payment.choice}
          onChoiceChange={payment.setChoice}
          saveCard={payment.saveCard}
          onSaveCardChange={payment.setSaveCard}
          cardRef={payment.cardRef}
          disabled={checkout.inProgress}
          onChange={onReset}
        />
      )}
      <FormActions sticky>
        <CheckoutStatus
          phase={checkout.phase}
          onConfirm={() => void checkout.confirmAction()}
          onCancel={() => void checkout.cancelAction()}
        />
        <Button
          type="submit"
          size="md"
          loading={checkout.inProgress}
          disabled={!canPay || !cards.isSuccess}
        >
          {payLabel}
        </Button>
      </FormActions>
    </>
  );
}
