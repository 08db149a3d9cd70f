import { z } from 'zod';
import { idSchema } from '../api/ids';

/** `POST draw/prize-paid`: an administrator records that a draw's prize was paid out. */
export const prizePaidRequestSchema = z.object({
  OrganizationId: idSchema,
  GameInstanceId: idSchema,
});
export type PrizePaidRequest = z.infer<typeof prizePaidRequestSchema>;

export const prizePaidResponseSchema = z.object({
  GameInstanceId: z.string(),
  PrizePaidAt: z.string(),
});
export type PrizePaidResponse = z.infer<typeof prizePaidResponseSchema>;
