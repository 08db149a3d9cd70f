import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPaymentOutcome } from '../../src/payments/payment-outcome';
import { bearerFor } from '../draws/draw-fixtures';
import { whileTheDrawHolds } from '../helpers/lock-waits';
import type { TestApp } from '../helpers/test-app';
import { createRegisteredPlayer } from '../identity/fixtures';
import { instancePot, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { buildReportApp, purchase } from '../reports/report-fixtures';

// Two connections at once: the embedded PGlite has one, so this runs on PostgreSQL (CI).
const onPostgres = !!process.env.DATABASE_URL;

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
    const response = await whileTheDrawHolds(t, 'goldrush', (draw) =>
      t.app.inject({
        method: 'POST',
        url: `/api/support/payment/${paid.PaymentId}/void/for-organization/${draw.organizationId}`,
        headers: manager,
        payload: { Reason: 'Asked for while the draw ran' },
      }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().Code).toBe('VoidAfterDraw');
    expect(await entriesOf(paid.PaymentId)).toHaveLength(2);
  });

  it("keeps the entries and the pot when the processor's refund arrives during the draw", async () => {
    const paid = await purchase(t, await moneyClient(t, 'fiftyfifty'), 2);
    const instanceId = await openInstanceId(t, 'fiftyfifty');
    const potBefore = await instancePot(t, instanceId);
    const refunded = await whileTheDrawHolds(t, 'fiftyfifty', () =>
      applyPaymentOutcome(t.app, {
        paymentId: paid.PaymentId,
        status: 'refunded',
        failureCode: null,
      }),
    );
    expect(refunded).toBe('applied');
    expect(await entriesOf(paid.PaymentId)).toHaveLength(2);
    expect(await instancePot(t, instanceId)).toBe(potBefore);
  });
});
