import { z } from 'zod';

/**
 * The winner as the prize claim card shows them to staff (issue 27): the full name to every
 * role that reads claims; the e-mail and phone, personal data, only to a role that records
 * claim steps (prizes.record), so that it can reach the winner. Never in a player's answer.
 */
export const claimWinnerSchema = z.object({
  FullName: z.string(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
});
export type ClaimWinner = z.infer<typeof claimWinnerSchema>;
