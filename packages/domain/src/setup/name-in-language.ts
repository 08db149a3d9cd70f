/** Something named by staff (a draw, a charity, a category), with the French name it may have. */
export interface Named {
  name: string;
  translations?: { fr?: { name?: string | undefined } | undefined } | undefined;
}

/**
 * Its name in a language: its French name when the language is French and it has one, else its
 * own. The one rule for naming what staff named, on the server and in the console.
 */
export function nameInLanguage(item: Named, language: string): string {
  const french = item.translations?.fr?.name?.trim();
  return language.toLowerCase().startsWith('fr') && french ? french : item.name;
}
