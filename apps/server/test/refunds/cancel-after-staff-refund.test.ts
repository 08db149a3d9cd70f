import { describe, expect, it, vi } from 'vitest';
import { finishCancellations } from '../../src/setup/instance-cancel';
import { moneyClient, openInstanceId } from '../payments/money-fixtures';
import { purchase } from '../reports/report-fixtures';
import { apiCall, goldrushForFile } from '../setup/goldrush-over-http';
import { asSupportSees, cancelledBeforeItsPass } from './cancel-fixtures';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// The goldrush demo over real HTTP, PGlite: $2.00 a number.
const served = goldrushForFile();

describe('a cancelled draw crossed with staff refunds', () => {
  it('a staff refund while the cancellation is under way: the cancellation gives back what is left', async () => {
    const partly = await moneyClient(served.t);
    const wholly = await moneyClient(served.t);
    const partlyPaid = await purchase(served.t, partly, 2);
    const whollyPaid = await purchase(served.t, wholly, 1);
    const instanceId = await openInstanceId(served.t, 'goldrush');
    await cancelledBeforeItsPass(served.t, instanceId);
    const refund = (paymentId: string, cents: number) =>
      apiCall(
        served.port,
        'POST',
        `support/payment/${paymentId}/refund/for-organization/${served.organizationId}`,
        served.manager,
        { Reason: 'Asked by the player', Amount: cents },
      );
    expect((await refund(partlyPaid.PaymentId, 100)).status).toBe(200);
    expect((await refund(whollyPaid.PaymentId, 200)).status).toBe(200);

    const errors = vi.spyOn(served.t.app.log, 'error');
    await finishCancellations(served.t.app);
    expect(errors).not.toHaveBeenCalled();
    const partlyAfter = await asSupportSees(served, partly, partlyPaid.PaymentId);
    expect(partlyAfter.Status).toBe('Refunded');
    expect(partlyAfter.Refunds?.map((line) => [line.Kind, line.Amount])).toEqual([
      ['refund', 100],
      ['cancellation', 300],
    ]);
    const whollyAfter = await asSupportSees(served, wholly, whollyPaid.PaymentId);
    expect(whollyAfter.Status).toBe('Refunded');
    expect(whollyAfter.Refunds?.map((line) => line.Kind)).toEqual(['refund']);
    // Nothing is left for a later pass to try again.
    await finishCancellations(served.t.app);
    expect(errors).not.toHaveBeenCalled();
  });
});
