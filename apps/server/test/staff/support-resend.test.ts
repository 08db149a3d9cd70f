import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { buildMoneyApp, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { buy, paymentOf } from '../protection/protection-fixtures';

// A card payment first: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('support resends a receipt', () => {
  it("to the player's address, audited, within the player's five an hour", async () => {
    const client = await moneyClient(t);
    const { organizationId } = client.player;
    const member = await createPlayer(t.database.db, organizationId, { staffRole: 'support' });
    const support = await bearerFor(t, 'goldrush', member, true);
    const paid = paymentOf(await buy(client, instanceId, 1));
    const url = (playerId: string, paymentId = paid.PaymentId) =>
      `/api/support/player/${playerId}/receipt/${paymentId}/resend/for-organization/${organizationId}`;
    const resend = (playerId = client.player.id, paymentId = paid.PaymentId) =>
      t.app.inject({ method: 'POST', url: url(playerId, paymentId), headers: support });
    const mails = async () =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', client.player.email)
          .execute()
      ).filter((m) => m.subject.includes('receipt')).length;

    // A minute passes (the clock only): the next resend is not a repeat.
    const aMinuteLater = () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
    };

    // A double click (two requests at once) sends one mail, audited once; both answer done.
    const before = await mails();
    const answers = await Promise.all([resend(), resend()]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ SentTo: client.player.email });
    }
    expect(await mails()).toBe(before + 1);
    // Again within 30 s: done already, nothing more.
    expect((await resend()).statusCode).toBe(202);
    expect(await mails()).toBe(before + 1);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'subject_id', 'details'])
      .where('action', '=', 'support.receipt-resent')
      .execute();
    expect(audited).toEqual([
      { actor: member.id, subject_id: paid.PaymentId, details: { playerId: client.player.id } },
    ]);

    // A payment of someone else, or a player who did not make it: not found, nothing sent.
    const other = await moneyClient(t);
    expectApiError(await resend(other.player.id), 404);
    expectApiError(await resend(client.player.id, other.player.id), 404);

    // The player's own resends count with staff's.
    const own = () =>
      client.post(
        `/api/payment/by-player/${client.player.id}/receipt/${paid.PaymentId}/resend`,
        {},
      );
    for (let i = 0; i < 2; i++) expect((await own()).statusCode).toBe(202);
    for (let i = 0; i < 2; i++) {
      aMinuteLater();
      expect((await resend()).statusCode).toBe(202);
    }
    aMinuteLater();
    expect(expectApiError(await resend(), 429).Code).toBe('TooManyRequests');
    expect(await mails()).toBe(before + 5);
  });
});
