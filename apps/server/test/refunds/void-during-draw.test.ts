import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPaymentOutcome } from '../../src/payments/payment-outcome';
import { bearerFor } from '../draws/draw-fixtures';
import { waitUntilSomeoneWaitsForALock } from '../helpers/lock-waits';
import type { TestApp } from '../helpers/test-app';
import { createRegisteredPlayer } from '../identity/fixtures';
import { instancePot, moneyClient, openInstanceId, type Slug } from '../payments/money-fixtures';
import { buildReportApp, purchase } from '../reports/report-fixtures';

// Two connections at once: the embedded PGlite has one, so this runs on PostgreSQL (CI).
const onPostgres = !!process.env.DATABASE_URL;
const HEX = 'a'.repeat(64);

/**
 * A void or refund that waited for the instance while its draw ran must see the draw once it
 * has the lock: the published entry list stays whole. (PostgreSQL reads everything but the
 * locked rows of a `select ... for update` from before the wait, so `drawn` is read after.)
 */
describe.skipIf(!onPostgres)('a void or refund asked while the draw holds the instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildReportApp();
  });
  afterAll(() => t.close());

  /** What the draw does to the instance, held open until `commit`: locked, Drawn, recorded. */
  async function holdDraw(slug: Slug) {
    const organizationId = await t.organizationId(slug);
    const instanceId = await openInstanceId(t, slug);
    let commit = () => {};
    const decided = new Promise<void>((resolve) => (commit = resolve));
    const done = t.database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ game_id: string; name: string }>`
        select game_id, name from game_instances where id = ${instanceId} for update`.execute(trx);
      const instance = rows[0];
      if (!instance) throw new Error('no instance');
      await trx
        .updateTable('game_instances')
        .set({ status: GameInstanceStatus.Drawn })
        .where('id', '=', instanceId)
        .execute();
      await sql`insert into draws (game_instance_id, organization_id, game_id, game_type,
          instance_name, range_max, commitment, seed, entries_hash, entries_count, outcome,
          sales_cents, jackpot_cents, pot_total_cents, prize_cents, rollover_cents,
          charity_cents, draw_year, drawn_by)
        values (${instanceId}, ${organizationId}, ${instance.game_id}, 1, ${instance.name},
          1000, ${HEX}, ${HEX}, ${HEX}, 0, 'NoEntries', 0, 0, 0, 0, 0, 0, 2026, 'test')`.execute(
        trx,
      );
      await decided;
    });
    return { organizationId, instanceId, commit, done };
  }

  const entriesOf = (paymentId: string) =>
    t.database.db
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('payment_id', '=', paymentId)
      .execute();

  it("refuses staff's void as after the draw, and the entries stay", async () => {
    const paid = await purchase(t, await moneyClient(t, 'goldrush'), 2);
    const staff = await createRegisteredPlayer(t.database.db, await t.organizationId('goldrush'), {
      staffRole: 'manager',
    });
    const manager = await bearerFor(t, 'goldrush', staff, true);
    const draw = await holdDraw('goldrush');
    const voided = t.app.inject({
      method: 'POST',
      url: `/api/support/payment/${paid.PaymentId}/void/for-organization/${draw.organizationId}`,
      headers: manager,
      payload: { Reason: 'Asked for while the draw ran' },
    });
    await waitUntilSomeoneWaitsForALock(t.database.db);
    draw.commit();
    await draw.done;
    const response = await voided;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().Code).toBe('VoidAfterDraw');
    expect(await entriesOf(paid.PaymentId)).toHaveLength(2);
  });

  it("keeps the entries and the pot when the processor's refund arrives during the draw", async () => {
    const paid = await purchase(t, await moneyClient(t, 'fiftyfifty'), 2);
    const draw = await holdDraw('fiftyfifty');
    const potBefore = await instancePot(t, draw.instanceId);
    const refunded = applyPaymentOutcome(t.app, {
      paymentId: paid.PaymentId,
      status: 'refunded',
      failureCode: null,
    });
    await waitUntilSomeoneWaitsForALock(t.database.db);
    draw.commit();
    await draw.done;
    expect(await refunded).toBe('applied');
    expect(await entriesOf(paid.PaymentId)).toHaveLength(2);
    expect(await instancePot(t, draw.instanceId)).toBe(potBefore);
  });
});
