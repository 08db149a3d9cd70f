import { z } from 'zod';
import { termsCurrencySchema } from './terms-currency';

/** GET setup/terms/for-organization/{organizationId}: the latest texts and every version. */
const textsSchema = z.object({
  termsOfService: z.string(),
  gameRules: z.string(),
  privacyPolicy: z.string(),
});

export const termsSetupSchema = z.object({
  latest: textsSchema
    .extend({
      version: z.number().int(),
      /** The same version in French (terms per language), when the organization has it. */
      french: textsSchema.nullable(),
    })
    .nullable(),
  /** Per document, since which version English and French read as they do (null: none yet). */
  currency: termsCurrencySchema.nullable(),
  versions: z.array(
    z.object({
      id: z.string(),
      version: z.number().int(),
      publishedAt: z.string(),
      /** Players who agreed to this version (those on older ones agree again). */
      agreedCount: z.number().int(),
    }),
  ),
});
export type TermsSetup = z.infer<typeof termsSetupSchema>;
