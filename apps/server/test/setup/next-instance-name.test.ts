import { gameSetupListSchema } from '@charity/domain/setup/game-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDrawApp } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { staffHeaders } from './staff-headers';

let t: TestApp;
let organizationId: string;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await buildDrawApp();
  organizationId = await t.organizationId('fiftyfifty');
  manager = await staffHeaders(t, 'fiftyfifty', 'manager');
});
afterAll(() => t.close());

async function currentGame() {
  const response = await t.app.inject({
    url: `/api/setup/games/for-organization/${organizationId}`,
    headers: manager,
  });
  expect(response.statusCode).toBe(200);
  const game = gameSetupListSchema.parse(response.json()).games.find((row) => row.current);
  if (!game) throw new Error('no current game');
  return game;
}

async function renameLatest(name: string, french: string) {
  const game = await currentGame();
  const latest = game.instances[0];
  if (!latest) throw new Error('no instance');
  await t.database.db
    .updateTable('game_instances')
    .set({ name, translations: JSON.stringify({ fr: { name: french } }) })
    .where('id', '=', latest.id)
    .execute();
  return { game, sequence: latest.sequence + 1 };
}

describe('the suggested name of the next draw (issue 27)', () => {
  it('is the game name and the ordinal after a name with a number inside, in both languages', async () => {
    const { game, sequence } = await renameLatest('This month’s 50/50', '50/50 de ce mois');
    const next = (await currentGame()).next;
    expect(next.name).toBe(`${game.name} – Draw ${sequence}`);
    expect(next.name).not.toContain('50/2');
    const frenchGame = game.translations.fr.name ?? game.name;
    expect(next.translations?.fr.name).toBe(`${frenchGame} – Tirage ${sequence}`);
  });

  it('counts on after a plain counter', async () => {
    await renameLatest('Week 3', 'Semaine 3');
    const next = (await currentGame()).next;
    expect(next.name).toBe('Week 4');
    expect(next.translations?.fr.name).toBe('Semaine 4');
  });
});
