import { z } from 'zod';

const text = z.string().trim().min(1);

/**
 * An organization's own texts in other languages (issue 12, docs/decisions/0011): beside the
 * texts, as the terms do, `translations: { fr: { name: Soins de santé } }`. Each text is
 * optional: one not given reads in the organization's own language.
 */
const translations = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject({ fr: z.strictObject(shape).partial().optional() }).optional();

export const organizationTranslationsSchema = translations({
  name: text.max(200, 'must be at most 200 characters'),
  loginText: text,
  statusScreenUrlText: text,
  /** The help line's name in the language (issue 28: the French page named it in English). */
  helplineName: text,
});

export const categoryTranslationsSchema = translations({
  name: text.max(200, 'must be at most 200 characters'),
});

export const charityTranslationsSchema = translations({
  name: text.max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(5000, 'must be at most 5,000 characters'),
});

export const gameTranslationsSchema = translations({
  name: text,
  description: z.string().trim().max(5000, 'must be at most 5,000 characters'),
});

export const instanceTranslationsSchema = translations({
  name: text,
  description: z.string().trim(),
});

export const extraDrawTranslationsSchema = translations({ name: text.max(80) });

/** Any of the above, as the loader and the export handle them: language, then text by name. */
export type TextTranslations = { fr?: Record<string, string | undefined> } | undefined;
