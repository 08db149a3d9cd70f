import { z } from 'zod';

/**
 * `POST organization/tos/preview` (administrators, issue 26): what the sanitizer would remove
 * from each given text, before publishing (the body is the publish call's). The publish call
 * refuses a text with removals, so what is stored is what players are shown.
 */
export const termsPreviewSchema = z.object({
  Texts: z.array(
    z.object({
      /** `TermsOfService`, `GameRules`, `PrivacyPolicy`, or `French.` and one of those. */
      Path: z.string(),
      /** `<svg>`, `onerror="…" on <img>`, `href="javascript:…" on <a>`. */
      Removed: z.array(z.string()),
    }),
  ),
});
export type TermsPreview = z.infer<typeof termsPreviewSchema>;
