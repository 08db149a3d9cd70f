import type { z } from 'zod';
import { sandboxTokenSchema, type sandboxCardSchema } from '@charity/domain/payments/payment-api';
import { apiClient } from '@/lib/api-client';

export type SandboxCard = z.infer<typeof sandboxCardSchema>;

/**
 * `POST payments/sandbox/cards`: the sandbox processor's card form turns a card into a
 * one-time token; the card number goes to the processor only, never to our payment calls.
 */
export function tokenizeSandboxCard(card: SandboxCard) {
  return apiClient.post('payments/sandbox/cards', card, sandboxTokenSchema);
}
