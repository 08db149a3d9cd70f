type Catalogue = Record<string, unknown>;

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Catalogue, source: Catalogue): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isCatalogue(existing) && isCatalogue(value)) mergeInto(existing, value);
    else if (!(key in target)) target[key] = isCatalogue(value) ? structuredClone(value) : value;
  }
}

/**
 * One language's catalogues as one: the first catalogue's text wins, as with i18next's
 * addResourceBundle(deep, no overwrite). The imported JSON modules are never changed.
 */
export function mergeCatalogues(catalogues: Catalogue[]): Catalogue {
  const merged: Catalogue = {};
  for (const catalogue of catalogues) mergeInto(merged, catalogue);
  return merged;
}
