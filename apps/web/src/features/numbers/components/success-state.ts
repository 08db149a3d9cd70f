import type { Receipt } from '@charity/domain/payments/payment-api';

/** The one-time state a checkout hands to its success screen. */
export interface SuccessState {
  receipt: Receipt | null;
}
