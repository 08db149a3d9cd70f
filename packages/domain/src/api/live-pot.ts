import { z } from 'zod';

/** The `pot` server-sent event of GET game-instance/{id}/pot/stream. */
export const potUpdateSchema = z.object({
  GameInstanceId: z.string(),
  /** Cents; an estimate until sales close. */
  PotTotal: z.number().int(),
  SalesClosed: z.boolean(),
});
export type PotUpdate = z.infer<typeof potUpdateSchema>;

export const POT_EVENT = 'pot';
