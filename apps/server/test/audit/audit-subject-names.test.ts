import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectNames } from '../../src/audit/audit-subject-names';
import { createPlayer } from '../identity/fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** The database, counting the queries sent through it. */
function counted() {
  const sent = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      sent.count += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: database.db.withPlugin(plugin), sent };
}

describe('audit subject names (review R9)', () => {
  it('names subjects of several types in one query, none of another organization', async () => {
    const db = database.db;
    const org = (slug: string) =>
      db
        .selectFrom('organizations')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
    const { id: organizationId } = await org('goldrush');
    const { id: otherId } = await org('fiftyfifty');
    const charity = await db
      .selectFrom('charities')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const instance = await db
      .selectFrom('game_instances as i')
      .innerJoin('games as g', 'g.id', 'i.game_id')
      .select(['i.id', 'i.name', 'g.name as game'])
      .where('g.organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    const player = await createPlayer(db, organizationId, { email: 'named@goldrush.example' });
    const stranger = await createPlayer(db, otherId, { email: 'stranger@fifty.example' });
    // A prize claim's entries name its draw (their subject id is the draw's).
    await db
      .insertInto('prize_claims')
      .values({
        organization_id: organizationId,
        draw_id: instance.id,
        draw_kind: 'Main',
        winning_number: 7,
        prize_cents: 250,
        deadline_at: new Date(),
        status: 'Open',
      })
      .execute();

    const { db: watched, sent } = counted();
    const names = await subjectNames(watched, organizationId, [
      { type: 'charity', id: charity.id },
      { type: 'game-instance', id: instance.id },
      { type: 'game_instance', id: instance.id },
      { type: 'account', id: player.id },
      { type: 'player', id: player.id },
      { type: 'account', id: stranger.id },
      { type: 'prize-claim', id: instance.id },
      { type: 'payment', id: charity.id },
      { type: 'charity', id: null },
    ]);
    expect(sent.count).toBe(1);
    expect(names).toEqual(
      new Map([
        [`charity ${charity.id}`, charity.name],
        [`game-instance ${instance.id}`, `${instance.game} — ${instance.name}`],
        [`game_instance ${instance.id}`, `${instance.game} — ${instance.name}`],
        [`account ${player.id}`, `Test Player <named@goldrush.example>`],
        [`player ${player.id}`, `Test Player <named@goldrush.example>`],
        [`prize-claim ${instance.id}`, `${instance.game} — ${instance.name}`],
      ]),
    );
  });

  it('sends no query when no subject has a name to find', async () => {
    const { db, sent } = counted();
    const names = await subjectNames(db, 'x', [{ type: 'payment', id: 'y' }]);
    expect(names.size).toBe(0);
    expect(sent.count).toBe(0);
  });
});
