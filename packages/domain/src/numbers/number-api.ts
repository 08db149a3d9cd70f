import { z } from 'zod';
import { playerNumberGroupSchema } from '../api/player-numbers';
import { paymentInputSchema, paymentResultSchema } from '../payments/payment-api';
import { bundleSchema } from '../bundles/bundles';

const ids = { PlayerId: z.uuid(), OrganizationId: z.uuid() };
const ticketNumbers = z.array(z.number().int().min(1)).max(1000).default([]);

/** `POST player-number/assign`: numbers at registration, nothing to pay. */
export const assignNumbersBodySchema = z.object({
  ...ids,
  Quantity: z.number().int().min(1).max(1000),
  TicketNumbers: ticketNumbers,
});
export type AssignNumbersBody = z.infer<typeof assignNumbersBodySchema>;

export const assignNumbersResponseSchema = z.object({ PlayerNumberGroup: playerNumberGroupSchema });

/** `POST player-number/purchase`: assign more numbers and pay for the current instance. */
export const purchaseNumbersBodySchema = assignNumbersBodySchema
  .extend({
    GameInstanceId: z.uuid(),
    Payment: paymentInputSchema,
    /**
     * The bundle the player chose, as shown to them: it must be in force at that price, and
     * Quantity must be its Numbers. Absent: Quantity numbers at TicketPrice each.
     */
    Bundle: bundleSchema.optional(),
  })
  .refine((body) => !body.Bundle || body.Bundle.Numbers === body.Quantity, {
    message: 'Quantity must be the number of numbers in the bundle',
    path: ['Quantity'],
  });
export type PurchaseNumbersBody = z.infer<typeof purchaseNumbersBodySchema>;

/** `POST player-number/play`: pay for chosen groups in the current instance. */
export const playGroupsBodySchema = z.object({
  ...ids,
  GameInstanceId: z.uuid(),
  GroupIds: z.array(z.uuid()).min(1).max(1000),
  Payment: paymentInputSchema,
});
export type PlayGroupsBody = z.infer<typeof playGroupsBodySchema>;

/** Purchase and play answer the payment and, when numbers were assigned, their group. */
export const checkoutResponseSchema = paymentResultSchema;

/** `PUT player-number-group/subscription`. */
export const subscribeGroupBodySchema = z.object({
  ...ids,
  GroupId: z.uuid(),
  Subscribed: z.boolean(),
  /** The saved card to charge; the newest saved card when absent. */
  PaymentMethodId: z.uuid().optional(),
});
export type SubscribeGroupBody = z.infer<typeof subscribeGroupBodySchema>;

/** `GET game-instance/ticket-limit-reached/{gameInstanceId}` (spec §7). */
export const ticketLimitSchema = z.object({ LimitReached: z.boolean() });
