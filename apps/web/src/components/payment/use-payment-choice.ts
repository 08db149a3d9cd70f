import { useRef, useState } from 'react';
import type { PaymentInput } from '@charity/domain/payments/payment-api';
import type { SavedCard } from './card-label';
import type { NewCardHandle } from './new-card-handle';

export const NEW_CARD = 'new';

/** The card a checkout pays with: a saved one (newest first) or a new one, saved on request. */
export function usePaymentChoice(cards: readonly SavedCard[] | undefined) {
  const [picked, setPicked] = useState<string | null>(null);
  // Saving the card is the player's choice, never ticked for them.
  const [saveCard, setSaveCard] = useState(false);
  const cardRef = useRef<NewCardHandle>(null);
  const known = picked !== null && (picked === NEW_CARD || cards?.some((c) => c.Id === picked));
  const choice = known ? picked : (cards?.[0]?.Id ?? NEW_CARD);

  /** The request's `Payment`; null when the card form shows what to fix. */
  async function paymentInput(): Promise<PaymentInput | null> {
    if (choice !== NEW_CARD) return { PaymentMethodId: choice };
    const token = await cardRef.current?.paymentToken();
    return token ? { Token: token, SaveCard: saveCard } : null;
  }

  return { choice, setChoice: setPicked, saveCard, setSaveCard, cardRef, paymentInput };
}
