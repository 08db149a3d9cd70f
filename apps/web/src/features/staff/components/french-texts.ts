/** The French texts of an item as its form holds them (empty: none, players read English). */
export type FrenchTexts<Field extends string> = Record<Field, string>;

/** The item's stored French texts for these fields, '' where it has none. */
export function frenchOf<Field extends string>(
  translations: { fr?: Partial<Record<string, string>> } | undefined,
  fields: readonly Field[],
): FrenchTexts<Field> {
  return Object.fromEntries(
    fields.map((field) => [field, translations?.fr?.[field] ?? '']),
  ) as FrenchTexts<Field>;
}

/**
 * `translations` as the setup calls take them: the French texts typed, the empty ones left
 * out. Always sent, so that emptying a French field removes that text.
 */
export function translationsOf<Field extends string>(french: FrenchTexts<Field>) {
  const entries = Object.entries<string>(french).filter(([, text]) => text.trim() !== '');
  return { fr: Object.fromEntries(entries) as Partial<Record<Field, string>> };
}

/** `translations.fr.name` → a field's problem key as the forms show it. */
export const frenchProblem = (field: string) => `translations.fr.${field}`;
