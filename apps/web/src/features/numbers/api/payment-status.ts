import { z } from 'zod';
import { paymentResultSchema } from '@charity/domain/payments/payment-api';
import { apiClient } from '@/lib/api-client';

/** `GET payment/by-player/{playerId}/status/{paymentId}`: polled while Processing. */
export function getPaymentStatus(playerId: string, paymentId: string) {
  return apiClient.get(`payment/by-player/${playerId}/status/${paymentId}`, paymentResultSchema);
}

/**
 * The sandbox bank's confirmation step (its NextActionUrl, e.g.
 * `/api/payments/sandbox/confirm/{chargeId}`), called with the player's token.
 */
export function confirmSandboxPayment(nextActionUrl: string) {
  const path = new URL(nextActionUrl, window.location.origin).pathname.replace(/^\/api\//, '');
  return apiClient.post(path, {}, z.object({ Status: z.string() }));
}

/** `POST payment/by-player/{playerId}/cancel/{paymentId}`: called off at the bank's check. */
export function cancelPayment(playerId: string, paymentId: string) {
  return apiClient.post(
    `payment/by-player/${playerId}/cancel/${paymentId}`,
    {},
    paymentResultSchema,
  );
}
