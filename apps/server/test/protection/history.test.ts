import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentHistorySchema } from '@charity/domain/api/payment-history';
import { receiptSchema } from '@charity/domain/payments/payment-api';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  moneyClient,
  openInstanceId,
  speaksFrench,
} from '../payments/money-fixtures';
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

const french = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };
const english = { 'accept-language': 'en-CA,en;q=0.9' };

describe("the organization's French names on a player's receipts, history and e-mails (issue 28)", () => {
  it('history and receipt name the draw and the organization in the reader’s language', async () => {
    const client = await moneyClient(t);
    const paid = paymentOf(await buy(client, instanceId, 1));
    const history = `/api/payment/by-player/${client.player.id}/history?organizationId=${client.player.organizationId}`;
    const receipt = `/api/payment/by-player/${client.player.id}/receipt/${paid.PaymentId}`;

    const inFrench = paymentHistorySchema.parse((await client.get(history, french)).json());
    expect(inFrench.Payments[0]?.GameInstanceName).toBe('Semaine 1');
    const inEnglish = paymentHistorySchema.parse((await client.get(history, english)).json());
    expect(inEnglish.Payments[0]?.GameInstanceName).toBe('Week 1');

    const frenchReceipt = receiptSchema.parse((await client.get(receipt, french)).json());
    expect(frenchReceipt).toMatchObject({
      OrganizationName: 'Fondation Harbourview Health',
      GameInstanceName: 'Semaine 1',
      CharityName: 'Services communautaires de santé mentale',
    });
    const englishReceipt = receiptSchema.parse((await client.get(receipt, english)).json());
    expect(englishReceipt).toMatchObject({
      OrganizationName: 'Harbourview Health Foundation',
      GameInstanceName: 'Week 1',
      ReceiptNumber: frenchReceipt.ReceiptNumber,
      TicketNumbers: frenchReceipt.TicketNumbers,
    });
  });

  it('a French player’s receipt e-mail names the organization and the draw in French', async () => {
    const client = await moneyClient(t);
    await speaksFrench(t, client);
    paymentOf(await buy(client, instanceId, 1));
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', client.player.email)
      .execute();
    const receipt = mails.find((mail) => mail.subject.includes('reçu'));
    expect(receipt?.subject).toContain('Fondation Harbourview Health');
    expect(receipt?.text_body).toContain('Semaine 1');
    expect(receipt?.text_body).not.toContain('Week 1');
    expect(receipt?.text_body).not.toContain('Harbourview Health Foundation');
  });
});
