import { readFile } from 'node:fs/promises';
import path from 'node:path';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A game's `region` may name a GeoJSON file (relative to the provisioning file) instead of
 * holding the geometry inline; the file's content takes its place before validation.
 * Answers the problems (files that could not be read or parsed).
 */
export async function inlineRegionFiles(document: unknown, directory: string): Promise<string[]> {
  const problems: string[] = [];
  const organizations = isRecord(document) ? document.organizations : undefined;
  if (!Array.isArray(organizations)) return problems;
  for (const [o, organization] of organizations.entries()) {
    const games = isRecord(organization) ? organization.games : undefined;
    if (!Array.isArray(games)) continue;
    for (const [g, game] of games.entries()) {
      if (!isRecord(game) || typeof game.region !== 'string') continue;
      const file = path.resolve(directory, game.region);
      try {
        game.region = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.push(`organizations.${o}.games.${g}.region: cannot read ${file}: ${reason}`);
      }
    }
  }
  return problems;
}
