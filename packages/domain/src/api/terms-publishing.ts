import { z } from 'zod';
import { markdownText } from '../setup/markdown-text';
import { idSchema } from './ids';

/** Refuses scripts and event handlers as the YAML file does. */
const markdown = markdownText;

/**
 * `POST organization/tos/publish` (administrators): a new terms version for the caller's
 * organization. Texts left out are copied from the latest version; at least one must be given.
 */
const texts = {
  TermsOfService: markdown.optional(),
  GameRules: markdown.optional(),
  PrivacyPolicy: markdown.optional(),
};
type Texts = { [K in keyof typeof texts]?: string | undefined };
const anyText = (body: Texts | undefined) =>
  !!(body?.TermsOfService ?? body?.GameRules ?? body?.PrivacyPolicy);

export const publishTermsSchema = z
  .object({
    OrganizationId: idSchema,
    ...texts,
    /**
     * Issue 12, terms per language: the version's French texts. Those left out are copied
     * from the latest version's French; the first French version needs all three.
     */
    French: z.strictObject(texts).optional(),
  })
  .refine((body) => anyText(body) || anyText(body.French), {
    message: 'Give at least one of TermsOfService, GameRules, PrivacyPolicy.',
    path: ['TermsOfService'],
  });
export type PublishTerms = z.infer<typeof publishTermsSchema>;
