import type { z } from 'zod';
import type { paymentMethodSchema } from '@charity/domain/payments/payment-api';

export type SavedCard = z.infer<typeof paymentMethodSchema>;

const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export const brandName = (brand: string) =>
  brands[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

export const expiryLabel = (card: Pick<SavedCard, 'ExpMonth' | 'ExpYear'>) =>
  `${String(card.ExpMonth).padStart(2, '0')}/${String(card.ExpYear % 100).padStart(2, '0')}`;

/** "Visa •••• 4242": the card as the player recognises it. */
export const cardLabel = (card: Pick<SavedCard, 'Brand' | 'Last4'>) =>
  `${brandName(card.Brand)} •••• ${card.Last4}`;
