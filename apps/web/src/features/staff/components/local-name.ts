/** Something the console lists by name, with the French name staff may have given it. */
export interface Named {
  name: string;
  translations?: { fr?: { name?: string } } | undefined;
}

/** The name to show: the French one when the console is in French and it has one. */
export function localName(item: Named, language: string): string {
  const french = item.translations?.fr?.name?.trim();
  return language.startsWith('fr') && french ? french : item.name;
}
