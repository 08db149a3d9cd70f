import {
  checkoutResponseSchema,
  type PlayGroupsBody,
  type PurchaseNumbersBody,
} from '@charity/domain/numbers/number-api';
import { apiClient } from '@/lib/api-client';

const withKey = (idempotencyKey: string) => ({ 'Idempotency-Key': idempotencyKey });

/** `POST player-number/play`: pay for chosen groups in the current instance. */
export function playGroups(body: PlayGroupsBody, idempotencyKey: string) {
  return apiClient.post(
    'player-number/play',
    body,
    checkoutResponseSchema,
    withKey(idempotencyKey),
  );
}

/** `POST player-number/purchase`: more numbers and their payment in one step. */
export function purchaseNumbers(body: PurchaseNumbersBody, idempotencyKey: string) {
  return apiClient.post(
    'player-number/purchase',
    body,
    checkoutResponseSchema,
    withKey(idempotencyKey),
  );
}
