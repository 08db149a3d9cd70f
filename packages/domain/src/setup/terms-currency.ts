import { z } from 'zod';

export const TERMS_DOCUMENTS = ['termsOfService', 'gameRules', 'privacyPolicy'] as const;
export type TermsDocument = (typeof TERMS_DOCUMENTS)[number];
type Texts = Record<TermsDocument, string>;

/** One published version's texts, English and (when it has them) French. */
export interface TermsVersionTexts {
  version: number;
  publishedAt: string;
  english: Texts;
  french: Texts | null;
}

/** Since which version (and date) a document's text reads as it does now, in one language. */
const sinceSchema = z.object({ version: z.number().int(), publishedAt: z.string() });
export type TextSince = z.infer<typeof sinceSchema>;

export const documentCurrencySchema = z.object({
  english: sinceSchema,
  /** Null: the organization has no French text of this document. */
  french: sinceSchema.nullable(),
  /** The English text changed after the French one: French players read the older rules. */
  frenchOlder: z.boolean(),
});
export type DocumentCurrency = z.infer<typeof documentCurrencySchema>;

export const termsCurrencySchema = z.object({
  termsOfService: documentCurrencySchema,
  gameRules: documentCurrencySchema,
  privacyPolicy: documentCurrencySchema,
});
export type TermsCurrency = z.infer<typeof termsCurrencySchema>;

/**
 * The version from which a text has read as it does in the latest one: walking back while the
 * text stays the same (a version publishing only the English carries the French over as it was).
 */
function since(
  versions: readonly TermsVersionTexts[],
  textOf: (version: TermsVersionTexts) => string | undefined,
): TextSince | null {
  const newest = versions.at(-1);
  const current = newest && textOf(newest);
  if (!newest || current === undefined) return null;
  let first = newest;
  for (let index = versions.length - 2; index >= 0; index -= 1) {
    const older = versions[index]!;
    if (textOf(older)?.trim() !== current.trim()) break;
    first = older;
  }
  return { version: first.version, publishedAt: first.publishedAt };
}

/**
 * Issue 27: per document, which languages are current. `versions` in publishing order (oldest
 * first); null when nothing is published.
 */
export function termsCurrency(versions: readonly TermsVersionTexts[]): TermsCurrency | null {
  if (versions.length === 0) return null;
  const of = (document: TermsDocument): DocumentCurrency => {
    const english = since(versions, (version) => version.english[document])!;
    const french = since(versions, (version) => version.french?.[document]);
    return { english, french, frenchOlder: french !== null && french.version < english.version };
  };
  return {
    termsOfService: of('termsOfService'),
    gameRules: of('gameRules'),
    privacyPolicy: of('privacyPolicy'),
  };
}
