import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { describe, expect, it, vi } from 'vitest';
import { finishCancellations } from '../../src/setup/instance-cancel';
import { moneyClient, openInstanceId } from '../payments/money-fixtures';
import { prepaidGroup } from '../prepaid/prepaid-fixtures';
import { asSupportSees, cancelledBeforeItsPass } from './cancel-fixtures';
import { purchase } from '../reports/report-fixtures';
import { apiCall, goldrushForFile } from '../setup/goldrush-over-http';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// The goldrush demo over real HTTP, PGlite: $2.00 a draw, prepaid up to 5 draws.
const served = goldrushForFile();

const voidPayment = (paymentId: string, language = 'en') =>
  apiCall(
    served.port,
    'POST',
    `support/payment/${paymentId}/void/for-organization/${served.organizationId}`,
    { ...served.manager, 'accept-language': language },
    { Reason: 'Asked by the player' },
  );

function refused(response: { status: number; body: unknown }, code: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(409);
  const body = apiErrorBodySchema.parse(response.body);
  expect(body.Code).toBe(code);
  return body.Message;
}

describe('a void the console does not offer is refused by the server, for the same reason', () => {
  it('a prepayment’s charge: refused in words (EN, FR), not as "voided already"; nothing changes', async () => {
    const client = await moneyClient(served.t);
    const { paymentId } = await prepaidGroup(client, await openInstanceId(served.t, 'goldrush'), 3);
    expect(await asSupportSees(served, client, paymentId)).toMatchObject({
      Voidable: false,
      VoidRefusal: 'VoidPrepayment',
    });

    expect(refused(await voidPayment(paymentId), 'VoidPrepayment')).toBe(
      "A prepayment is refunded, not voided: each draw's entry is voided on its own line. Refund an amount instead.",
    );
    expect(refused(await voidPayment(paymentId, 'fr'), 'VoidPrepayment')).toBe(
      'Un prépaiement se rembourse, il ne se retire pas : l’inscription de chaque tirage se retire sur sa propre ligne. Remboursez plutôt un montant.',
    );
    const after = await asSupportSees(served, client, paymentId);
    expect(after).toMatchObject({ Status: 'Succeeded', Voidable: false });
    expect(after.Refunds ?? []).toEqual([]);
  });

  it('a cancelled draw: no void while the cancellation gives it back, and none once it has', async () => {
    const client = await moneyClient(served.t);
    const payment = await purchase(served.t, client, 2);
    expect(await asSupportSees(served, client, payment.PaymentId)).toMatchObject({
      Voidable: true,
      VoidRefusal: null,
    });
    // The cancel is committed; its voids have not reached this payment yet (a crash, a pass
    // still running): the cancellation is the one to give it back, with its own reason.
    const instanceId = await openInstanceId(served.t, 'goldrush');
    await cancelledBeforeItsPass(served.t, instanceId);
    expect(await asSupportSees(served, client, payment.PaymentId)).toMatchObject({
      Voidable: false,
      VoidRefusal: 'VoidCancelledDraw',
    });
    expect(refused(await voidPayment(payment.PaymentId), 'VoidCancelledDraw')).toBe(
      'This draw was cancelled: the cancellation itself gives back every payment in it.',
    );

    // The lifecycle pass finishes the cancel: the payment is voided in full, by the cancel.
    await finishCancellations(served.t.app);
    const after = await asSupportSees(served, client, payment.PaymentId);
    expect(after).toMatchObject({
      Status: 'Refunded',
      Voidable: false,
      VoidRefusal: 'AlreadyVoided',
    });
    expect(after.Refunds?.map((line) => line.Kind)).toEqual(['cancellation']);
    refused(await voidPayment(payment.PaymentId), 'AlreadyVoided');
  });
});
