import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import {
  buildMoneyApp,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { buy, paymentOf } from '../protection/protection-fixtures';

// A card payment first: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

/** A player, a support member's headers, and the calls that resend a receipt and count mails. */
async function resendScene() {
  const client = await moneyClient(t);
  const { organizationId } = client.player;
  const member = await createPlayer(t.database.db, organizationId, { staffRole: 'support' });
  const support = await bearerFor(t, 'goldrush', member, true);
  const url = (playerId: string, paymentId: string) =>
    `/api/support/player/${playerId}/receipt/${paymentId}/resend/for-organization/${organizationId}`;
  return {
    client,
    member,
    /** Support's resend of this payment's receipt (the player's, unless another is named). */
    bySupport: (paymentId: string, playerId = client.player.id) =>
      t.app.inject({ method: 'POST', url: url(playerId, paymentId), headers: support }),
    /** The player's own resend. */
    byPlayer: (paymentId: string) => ownResend(client, paymentId),
    mails: async () =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', client.player.email)
          .execute()
      ).filter((m) => m.subject.includes('receipt')).length,
  };
}

const ownResend = (client: MoneyClient, paymentId: string) =>
  client.post(`/api/payment/by-player/${client.player.id}/receipt/${paymentId}/resend`, {});

/** A minute passes for this receipt's last resend (its row), so the next is not a repeat. */
const aMinuteLater = (paymentId: string) =>
  sql`update payments set receipt_last_resent_at = receipt_last_resent_at - interval '1 minute'
    where id = ${paymentId}`.execute(t.database.db);

describe('support resends a receipt', () => {
  it("to the player's address, audited, within the player's five an hour", async () => {
    const { client, member, bySupport, byPlayer, mails } = await resendScene();
    const paid = paymentOf(await buy(client, instanceId, 1));
    const resend = (playerId = client.player.id, paymentId = paid.PaymentId) =>
      bySupport(paymentId, playerId);

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
      .where('actor', '=', member.id)
      .execute();
    expect(audited).toEqual([
      { actor: member.id, subject_id: paid.PaymentId, details: { playerId: client.player.id } },
    ]);

    // A payment of someone else, or a player who did not make it: not found, nothing sent.
    const other = await moneyClient(t);
    expectApiError(await resend(other.player.id), 404);
    expectApiError(await resend(client.player.id, other.player.id), 404);

    // The player's own resends count with staff's.
    for (let i = 0; i < 2; i++) expect((await byPlayer(paid.PaymentId)).statusCode).toBe(202);
    for (let i = 0; i < 2; i++) {
      await aMinuteLater(paid.PaymentId);
      expect((await resend()).statusCode).toBe(202);
    }
    await aMinuteLater(paid.PaymentId);
    expect(expectApiError(await resend(), 429).Code).toBe('TooManyRequests');
    expect(await mails()).toBe(before + 5);
  });
});

/**
 * Review V6 (session 16): support's resend crossed with the player's own at the same moment.
 * The rule: the player's own resend always goes (their ask); support's does not when the same
 * receipt went out again less than 30 s ago, whoever sent it (it has just reached the same
 * address: "done" without a second mail); and the player's five an hour hold for both
 * together, at the same moment too (never a sixth mail).
 */
describe("support's resend and the player's own at the same moment", () => {
  it('the player has just resent the receipt: support answers done, and no second mail', async () => {
    const { client, bySupport, byPlayer, mails } = await resendScene();
    const paid = paymentOf(await buy(client, instanceId, 1));
    const before = await mails();
    expect((await byPlayer(paid.PaymentId)).statusCode).toBe(202);
    const answer = await bySupport(paid.PaymentId);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ SentTo: client.player.email });
    expect(await mails()).toBe(before + 1);
    // The player's own resend after support's still goes: their ask, within five an hour.
    await aMinuteLater(paid.PaymentId);
    expect((await bySupport(paid.PaymentId)).statusCode).toBe(202);
    expect((await byPlayer(paid.PaymentId)).statusCode).toBe(202);
    expect(await mails()).toBe(before + 3);
  });

  it('at the fifth of the hour, both at once (the same receipt): one mail, never a sixth', async () => {
    const { client, bySupport, byPlayer, mails } = await resendScene();
    const paid = paymentOf(await buy(client, instanceId, 1));
    const before = await mails();
    for (let i = 0; i < 4; i++) expect((await byPlayer(paid.PaymentId)).statusCode).toBe(202);
    await aMinuteLater(paid.PaymentId);
    const [own, staff] = await Promise.all([byPlayer(paid.PaymentId), bySupport(paid.PaymentId)]);
    // Whichever came first went out; the other is support's "done already" or the player's
    // "five an hour".
    expect([202, 429]).toContain(own.statusCode);
    expect(staff.statusCode).toBe(202);
    expect(await mails()).toBe(before + 5);
  });

  it('six at once, the player’s and support’s (two receipts): five mails, the sixth refused', async () => {
    const { client, bySupport, byPlayer, mails } = await resendScene();
    const first = paymentOf(await buy(client, instanceId, 1));
    const second = paymentOf(await buy(client, instanceId, 1));
    const before = await mails();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => byPlayer(first.PaymentId)),
      bySupport(second.PaymentId),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await mails()).toBe(before + 5);
  });
});
