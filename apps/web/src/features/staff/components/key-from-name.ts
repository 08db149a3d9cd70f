/**
 * A key suggested from the English name (games, categories): "Winter 50/50" gives
 * "winter-50-50", "Santé mentale" gives "sante-mentale".
 */
export const keyFromName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
