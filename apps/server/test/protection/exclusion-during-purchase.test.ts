import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPlayer } from '../../src/numbers/player-lock';
import { waitUntilSomeoneWaitsForALock } from '../helpers/lock-waits';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
} from '../payments/money-fixtures';

// Two connections at once: the embedded PGlite has one, so this runs on PostgreSQL (CI).
const onPostgres = !!process.env.DATABASE_URL;

/**
 * A purchase that waited for the player's lock must judge the player as they are once it has
 * the lock: a self-exclusion committed during the wait refuses it. (PostgreSQL reads the rest
 * of a `select ... for update` from before the wait, so the checks are read after the lock.)
 */
describe.skipIf(!onPostgres)('a self-exclusion committed while a purchase waits', () => {
  let t: TestApp;
  let instanceId: string;
  beforeAll(async () => {
    t = await buildMoneyApp();
    instanceId = await openInstanceId(t, 'goldrush');
  });
  afterAll(() => t.close());

  it('refuses the purchase, and nothing is charged', async () => {
    const client = await moneyClient(t);
    const token = await cardToken(client);
    let commit = () => {};
    const decided = new Promise<void>((resolve) => (commit = resolve));
    const exclusion = t.database.db.transaction().execute(async (trx) => {
      await lockPlayer(trx, client.player.organizationId, client.player.id);
      const now = new Date();
      await trx
        .insertInto('self_exclusions')
        .values({
          organization_id: client.player.organizationId,
          player_id: client.player.id,
          period: 'SixMonths',
          starts_at: now,
          ends_at: new Date(now.getTime() + 180 * 86_400_000),
        })
        .execute();
      await decided;
    });
    const purchase = client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: instanceId,
      Quantity: 1,
      Payment: { Token: token },
    });
    await waitUntilSomeoneWaitsForALock(t.database.db);
    commit();
    await exclusion;
    const response = await purchase;
    expect(response.statusCode).toBe(403);
    const payments = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(payments).toEqual([]);
  });
});
