import type { TFunction } from 'i18next';
import { declineMessages } from '@charity/domain/payments/test-cards';

/** The processor's message in the player's language (the server answers the English one). */
export function declineText(t: TFunction, failureMessage: string | null): string {
  const code = Object.entries(declineMessages).find(([, text]) => text === failureMessage)?.[0];
  return t(`numbers.checkout.declined.${code ?? 'card_declined'}`);
}
