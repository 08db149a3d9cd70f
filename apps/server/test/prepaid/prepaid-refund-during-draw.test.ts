import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { applyPaymentOutcome } from '../../src/payments/payment-outcome';
import { whileTheDrawHolds } from '../helpers/lock-waits';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { entriesOf, prepaidGroup } from './prepaid-fixtures';

// Two connections at once: the embedded PGlite has one, so this runs on PostgreSQL (CI).
const onPostgres = !!process.env.DATABASE_URL;
vi.setConfig({ testTimeout: 120_000 });

/**
 * The processor refunds a prepaid charge while the draw of a later instance, which one of its
 * draws entered, holds that instance: the refund waits, then sees the draw and keeps that
 * draw's published entries.
 */
describe.skipIf(!onPostgres)("a prepaid charge's refund during a later draw", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildMoneyApp();
    // The scheduler draws this game (the demo draws by hand).
    await sql`update games set manual_draw = false where id =
      (select current_game_id from organizations where slug = 'goldrush')`.execute(t.database.db);
  });
  afterAll(() => t.close());

  it('keeps the entries of the draw it waited for', async () => {
    const first = await openInstanceId(t, 'goldrush');
    const charge = await prepaidGroup(await moneyClient(t), first, 2);
    await sql`update game_instances set sales_close_at = now() - interval '2 seconds',
      draw_at = now() - interval '1 second' where id = ${first}`.execute(t.database.db);
    await runLifecycle(t.app);
    await runLifecycle(t.app);
    const second = await openInstanceId(t, 'goldrush');
    expect(second).not.toBe(first);
    const inSecond = async () =>
      (await entriesOf(t, charge.groupId)).filter((entry) => entry.game_instance_id === second);
    expect(await inSecond()).toHaveLength(1);

    const refunded = await whileTheDrawHolds(t, 'goldrush', () =>
      applyPaymentOutcome(t.app, {
        paymentId: charge.paymentId,
        status: 'refunded',
        failureCode: null,
      }),
    );
    expect(refunded).toBe('applied');
    expect(await inSecond()).toHaveLength(1);
  });
});
