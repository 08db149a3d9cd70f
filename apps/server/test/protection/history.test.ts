import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentHistorySchema } from '@charity/domain/api/payment-history';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { buy, paymentOf } from './protection-fixtures';

// Several card payments a test: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

describe('payment history', () => {
  it('lists the player’s payments newest first with numbers, draw date and receipt', async () => {
    const client = await moneyClient(t);
    const first = paymentOf(await buy(client, instanceId, 2));
    const second = paymentOf(await buy(client, instanceId, 1));
    const url = `/api/payment/by-player/${client.player.id}/history?organizationId=${client.player.organizationId}`;
    const history = paymentHistorySchema.parse((await client.get(url)).json());
    expect(history.Total).toBe(2);
    expect(history.Payments.map((p) => p.PaymentId)).toEqual([second.PaymentId, first.PaymentId]);
    const [latest] = history.Payments;
    expect(latest).toMatchObject({
      Status: 'Succeeded',
      Amount: 200,
      Kind: 'purchase',
      GameInstanceId: instanceId,
      TicketNumbers: second.PlayerNumberGroups[0]?.PlayerNumbers.map((n) => n.TicketNumber),
      ReceiptNumber: expect.stringMatching(/^\d{8}$/),
      RefundedOn: null,
    });
    expect(latest?.DrawOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(latest?.TimeZone).toMatch(/\//);
    // Issue 28: one time per payment, the receipt's (not the payment's start a minute before).
    const receiptUrl = `/api/payment/by-player/${client.player.id}/receipt/${second.PaymentId}`;
    const receipt = (await client.get(receiptUrl)).json<{ IssuedOn: string }>();
    expect(latest?.PaidOn).toBe(receipt.IssuedOn);

    const page2 = paymentHistorySchema.parse((await client.get(`${url}&page=2`)).json());
    expect(page2.Payments).toEqual([]);
    expectApiError(await client.get(`${url}&page=0`), 400);
    expectApiError(await client.get(`${url}&page=abc`), 400);
  });

  it('re-sends a receipt by e-mail, five an hour, to its own player only', async () => {
    const client = await moneyClient(t);
    const other = await moneyClient(t);
    const paid = paymentOf(await buy(client, instanceId, 1));
    const resend = (who = client) =>
      who.post(`/api/payment/by-player/${who.player.id}/receipt/${paid.PaymentId}/resend`, {});
    const mails = async () =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', client.player.email)
          .execute()
      ).filter((m) => m.subject.includes('receipt')).length;
    const before = await mails();
    const answer = await resend();
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ SentTo: client.player.email });
    expect(await mails()).toBe(before + 1);
    expectApiError(await resend(other), 404);
    expectApiError(
      await other.post(
        `/api/payment/by-player/${client.player.id}/receipt/${paid.PaymentId}/resend`,
        {},
      ),
      403,
    );
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(202);
    const limited = expectApiError(await resend(), 429);
    expect(limited.Code).toBe('TooManyRequests');
    expect(await mails()).toBe(before + 5);
  });

  it('refuses another player’s history', async () => {
    const client = await moneyClient(t);
    const other = await moneyClient(t);
    expectApiError(
      await client.get(
        `/api/payment/by-player/${other.player.id}/history?organizationId=${other.player.organizationId}`,
      ),
      403,
    );
  });
});
