import { z } from 'zod';
import { selfExclusionSchema } from '../api/player-protection';
import { supportPaymentsSchema } from './support-payment';
import { SUPPORT_QUERY_MAX, SUPPORT_QUERY_MIN } from './support-query';

/** GET support/players/for-organization/{organizationId}: e-mail, name, phone or ticket number. */
export const supportSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SUPPORT_QUERY_MIN, `must be at least ${SUPPORT_QUERY_MIN} characters`)
    .max(SUPPORT_QUERY_MAX, `must be at most ${SUPPORT_QUERY_MAX} characters`),
});

export const supportPlayerSchema = z.object({
  Id: z.string(),
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string(),
  CreatedOn: z.string(),
  /** The charity the player pledged to support, if any. */
  CharityName: z.string().nullable(),
});
export type SupportPlayer = z.infer<typeof supportPlayerSchema>;

/** At most this many players answer one search. */
export const SUPPORT_SEARCH_LIMIT = 50;

export const supportSearchSchema = z.object({ Players: z.array(supportPlayerSchema) });

/** GET support/player/{playerId}/for-organization/{organizationId}: what support sees. */
export const supportPlayerDetailSchema = z.object({
  Player: supportPlayerSchema,
  Numbers: z.array(z.object({ GameName: z.string(), TicketNumber: z.number().int() })),
  Payments: supportPaymentsSchema,
  /** Staff see a self-exclusion (and cannot lift it): no call changes one. */
  SelfExclusion: selfExclusionSchema.nullable(),
});
export type SupportPlayerDetail = z.infer<typeof supportPlayerDetailSchema>;
