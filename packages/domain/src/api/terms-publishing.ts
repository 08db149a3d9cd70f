import { z } from 'zod';
import { idSchema } from './ids';

const markdown = z.string().trim().min(1).max(100_000);

/**
 * `POST organization/tos/publish` (administrators): a new terms version for the caller's
 * organization. Texts left out are copied from the latest version; at least one must be given.
 */
export const publishTermsSchema = z
  .object({
    OrganizationId: idSchema,
    TermsOfService: markdown.optional(),
    GameRules: markdown.optional(),
    PrivacyPolicy: markdown.optional(),
  })
  .refine((body) => !!(body.TermsOfService ?? body.GameRules ?? body.PrivacyPolicy), {
    message: 'Give at least one of TermsOfService, GameRules, PrivacyPolicy.',
    path: ['TermsOfService'],
  });
export type PublishTerms = z.infer<typeof publishTermsSchema>;
