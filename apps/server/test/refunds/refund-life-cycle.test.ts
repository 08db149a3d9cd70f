import type { AddressInfo } from 'node:net';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import {
  chargeRefundsSchema,
  refundOutcomeSchema,
} from '@charity/domain/refunds/refund-life-cycle';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enterPendingPrepaidDraws } from '../../src/prepaid/enter-prepaid-draws';
import { runMoneyBack } from '../../src/refunds/money-back/money-back-job';
import { bearerFor } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import { createRegisteredPlayer } from '../identity/fixtures';
import { instancePot, moneyClient, openInstanceId, tokenFor } from '../payments/money-fixtures';
import { prepaidGroup, sandboxRefunded } from '../prepaid/prepaid-fixtures';
import { buildReportApp, purchase } from '../reports/report-fixtures';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// The goldrush demo: $2.00 a draw. The real server over HTTP.
let t: TestApp;
let port: number;
let organizationId: string;
let instanceId: string;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildReportApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  organizationId = await t.organizationId('goldrush');
  instanceId = await openInstanceId(t, 'goldrush');
  const member = await createRegisteredPlayer(t.database.db, organizationId, {
    staffRole: 'manager',
  });
  manager = await bearerFor(t, 'goldrush', member, true);
});
afterAll(() => t.close());

/** A call to the real server over HTTP, with a Host (the organization) and a bearer. */
async function http(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await httpTransport(port)({
    method,
    path,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: JSON.parse(response.body) as unknown };
}

const staffRefund = (paymentId: string, amount: number) =>
  http(
    'POST',
    `/api/support/payment/${paymentId}/refund/for-organization/${organizationId}`,
    manager,
    {
      Amount: amount,
      Reason: 'Player asked for the money back',
    },
  );

async function playerRefund(client: Awaited<ReturnType<typeof moneyClient>>, paymentId: string) {
  const headers = {
    host: 'goldrush.localhost',
    authorization: `Bearer ${await tokenFor(t, 'goldrush', client.player)}`,
  };
  return http('POST', '/api/player-number/prepaid/refund', headers, {
    PlayerId: client.player.id,
    OrganizationId: organizationId,
    PaymentId: paymentId,
  });
}

/** The charge's books as the database holds them. */
async function books(chargeId: string) {
  const { rows } = await sql<{ amount: string; refunded: string; status: string; ledger: string }>`
    select p.amount_cents as amount, p.refunded_cents as refunded, p.status,
      (select coalesce(sum(amount_cents), 0) from refund_ledger
       where charge_id = p.id and state <> 'failed') as ledger
    from payments p where p.id = ${chargeId}`.execute(t.database.db);
  const row = rows[0]!;
  return {
    amount: Number(row.amount),
    refunded: Number(row.refunded),
    ledger: Number(row.ledger),
    status: row.status,
    processor: await sandboxRefunded(t, chargeId),
  };
}

/** An 800 charge given back whole, once: in the books, the ledger and at the processor. */
const allBack = { amount: 800, refunded: 800, ledger: 800, status: 'refunded', processor: 800 };

const drawStatuses = async (chargeId: string) =>
  (
    await t.database.db
      .selectFrom('prepaid_draws')
      .select('status')
      .where('payment_id', '=', chargeId)
      .orderBy('draw_index')
      .execute()
  ).map((row) => row.status);

describe('one life cycle for every refund (issue 25)', () => {
  it('a manager refunding a whole prepaid charge refunds its draws not opened; the pot gives back only its draw; the player then gets a 409', async () => {
    const client = await moneyClient(t);
    const { paymentId, groupId } = await prepaidGroup(client, instanceId, 4);
    const potBefore = await instancePot(t, instanceId);
    const response = await staffRefund(paymentId, 800);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(refundOutcomeSchema.parse(response.body)).toMatchObject({
      Amount: 800,
      RefundedTotal: 800,
      PaymentStatus: 'Refunded',
      State: 'Succeeded',
    });
    // Only the 200 that entered this instance leaves its pot (not 800).
    expect(await instancePot(t, instanceId)).toBe(potBefore - 200);
    expect(await drawStatuses(paymentId)).toEqual(['entered', 'refunded', 'refunded', 'refunded']);
    const entries = await t.database.db
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('group_id', '=', groupId)
      .execute();
    expect(entries).toEqual([]);
    // The player's own refund: the charge exists, nothing is left (409 in the spec's shape).
    const own = await playerRefund(client, paymentId);
    expect(own.status).toBe(409);
    expect(apiErrorBodySchema.parse(own.body).Message).toContain('Nothing left to refund');
    // No later instance takes its draws.
    await enterPendingPrepaidDraws(t.database.db);
    expect(await drawStatuses(paymentId)).toEqual(['entered', 'refunded', 'refunded', 'refunded']);
    expect(await books(paymentId)).toEqual(allBack);
  });

  it('after the player refunded the draws not opened (600), a manager can refund only the 200 left', async () => {
    const client = await moneyClient(t);
    const { paymentId } = await prepaidGroup(client, instanceId, 4);
    const own = await playerRefund(client, paymentId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ RefundedDraws: 3, RefundedAmount: 600 });
    const over = await staffRefund(paymentId, 800);
    expect(over.status).toBe(409);
    expect(apiErrorBodySchema.parse(over.body)).toMatchObject({ Code: 'RefundAboveAmount' });
    expect(apiErrorBodySchema.parse(over.body).Message).toContain('$2.00');
    const rest = await staffRefund(paymentId, 200);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(refundOutcomeSchema.parse(rest.body)).toMatchObject({
      RefundedTotal: 800,
      PaymentStatus: 'Refunded',
      State: 'Succeeded',
    });
    await runMoneyBack(t.app);
    expect(await books(paymentId)).toEqual(allBack);
  });

  it('a refund the processor refuses ends failed with its reason, shown to staff, not refunded, not retried', async () => {
    const client = await moneyClient(t);
    const paid = await purchase(t, client, 3);
    // Refunded in the processor's own dashboard, its event not arrived: 200 is left there.
    const charge = await t.database.db
      .selectFrom('payments')
      .select('provider_reference')
      .where('id', '=', paid.PaymentId)
      .executeTakeFirstOrThrow();
    await t.app.payments
      .provider('sandbox')
      .refund(charge.provider_reference!, { amountCents: 400, idempotencyKey: 'dashboard-1' });
    const response = await staffRefund(paid.PaymentId, 600);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const outcome = refundOutcomeSchema.parse(response.body);
    expect(outcome).toMatchObject({
      State: 'Failed',
      FailureReason: 'The charge cannot be refunded by that much.',
      RefundedTotal: 0,
      PaymentStatus: 'Succeeded',
    });
    const listed = await http(
      'GET',
      `/api/support/player/${client.player.id}/refunds/for-organization/${organizationId}`,
      manager,
    );
    expect(listed.status).toBe(200);
    expect(chargeRefundsSchema.parse(listed.body).Refunds).toEqual([
      expect.objectContaining({
        PaymentId: paid.PaymentId,
        Path: 'staff-refund',
        Amount: 600,
        State: 'Failed',
        FailureReason: 'The charge cannot be refunded by that much.',
      }),
    ]);
    const { rows } = await sql<{ status: string; attempts: number }>`
      select j.status, j.attempts from jobs j where j.kind = 'money-back'
        and j.key = ${outcome.RefundId}::text or j.key in (select id::text from refund_ledger
          where staff_refund_id = ${outcome.RefundId})`.execute(t.database.db);
    expect(rows).toEqual([{ status: 'failed', attempts: 1 }]);
    expect(await runMoneyBack(t.app)).toBe(0);
    expect(await books(paid.PaymentId)).toMatchObject({
      refunded: 0,
      ledger: 0,
      status: 'succeeded',
      processor: 400,
    });
  });
});

describe('a processor that never answers a refund (issue 25)', () => {
  it('each attempt times out and counts; after the bounded retries the refund is failed, shown to staff, not refunded', async () => {
    const client = await moneyClient(t);
    const paid = await purchase(t, client, 3);
    // The card network hangs: the sandbox adapter's refund call never settles.
    const hung = vi
      .spyOn(t.app.payments.provider('sandbox'), 'refund')
      .mockImplementation(() => new Promise<void>(() => undefined));
    try {
      // The request's own attempt waits one timeout, then answers: asked, not refunded yet.
      const response = await staffRefund(paid.PaymentId, 600);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(refundOutcomeSchema.parse(response.body).State).toBe('Sent');
      const ledger = () =>
        t.database.db
          .selectFrom('refund_ledger')
          .select(['id', 'state', 'attempts', 'failure_reason'])
          .where('charge_id', '=', paid.PaymentId)
          .executeTakeFirstOrThrow();
      const first = await ledger();
      expect(first).toMatchObject({ state: 'sent', attempts: 1 });
      // The retries, without waiting their 1, 2, 4, 8 minutes.
      const due = () =>
        sql`update jobs set run_after = now() where kind = 'money-back'
          and key = ${first.id}`.execute(t.database.db);
      for (const attempt of [2, 3, 4, 5]) {
        await due();
        expect(await runMoneyBack(t.app, { timeoutMs: 50 })).toBe(1);
        expect((await ledger()).attempts).toBe(attempt);
      }
      const last = await ledger();
      expect(last.state).toBe('failed');
      expect(last.failure_reason).toContain('did not answer after 5 attempts');
      expect(hung).toHaveBeenCalledTimes(5);
      // Stopped: never asked again.
      await due();
      expect(await runMoneyBack(t.app, { timeoutMs: 50 })).toBe(0);
      expect(hung).toHaveBeenCalledTimes(5);
      const listed = await http(
        'GET',
        `/api/support/player/${client.player.id}/refunds/for-organization/${organizationId}`,
        manager,
      );
      expect(chargeRefundsSchema.parse(listed.body).Refunds).toEqual([
        expect.objectContaining({ PaymentId: paid.PaymentId, Amount: 600, State: 'Failed' }),
      ]);
    } finally {
      hung.mockRestore();
    }
    expect(await books(paid.PaymentId)).toMatchObject({
      refunded: 0,
      ledger: 0,
      status: 'succeeded',
      processor: 0,
    });
  });
});

describe('the database keeps the books whoever writes (issue 25)', () => {
  it('refuses writes around the refund module', async () => {
    const db = t.database.db;
    const client = await moneyClient(t);
    const { paymentId } = await prepaidGroup(client, instanceId, 3);
    const refuse = (query: Promise<unknown>, why: RegExp) => expect(query).rejects.toThrow(why);
    // Per charge, refunded <= charged: a ledger row above it, and the total written by hand.
    await refuse(
      sql`insert into refund_ledger (organization_id, charge_id, path, amount_cents, actor)
        values (${organizationId}, ${paymentId}, 'venue-void', 601, 'test')`.execute(db),
      /payments_refunded_within_amount/,
    );
    await refuse(
      sql`update payments set refunded_cents = 100 where id = ${paymentId}`.execute(db),
      /written by its refund ledger only/,
    );
    // Per draw payment, the pot gives back at most what it took in.
    const draw = await db
      .selectFrom('payments')
      .select(['id', 'game_instance_id'])
      .where('funded_by', '=', paymentId)
      .executeTakeFirstOrThrow();
    await refuse(
      sql`insert into pot_movements (game_instance_id, payment_id, direction, amount_cents)
        values (${draw.game_instance_id}, ${draw.id}, 'out', -201)`.execute(db),
      /gives back at most/,
    );
    // A refunded draw never enters; nor does a draw the charge's money no longer pays for.
    await sql`insert into refund_ledger (organization_id, charge_id, path, amount_cents, actor,
      state) values (${organizationId}, ${paymentId}, 'processor', 400, 'test', 'succeeded')`.execute(
      db,
    );
    const { rows: later } = await sql<{ id: string }>`select id from game_instances
      where id <> ${instanceId} limit 1`.execute(db);
    await refuse(
      sql`update prepaid_draws set status = 'entered', game_instance_id = ${later[0]!.id}
        where payment_id = ${paymentId} and draw_index = 2`.execute(db),
      /enters no draw/,
    );
    await sql`update prepaid_draws set status = 'refunded'
      where payment_id = ${paymentId} and draw_index = 3`.execute(db);
    await refuse(
      sql`update prepaid_draws set status = 'pending'
        where payment_id = ${paymentId} and draw_index = 3`.execute(db),
      /never enters a draw/,
    );
    // A final state stays final.
    await refuse(
      sql`update refund_ledger set state = 'failed', failure_reason = 'x'
        where charge_id = ${paymentId}`.execute(db),
      /stays succeeded/,
    );
    expect(await books(paymentId)).toMatchObject({ refunded: 400, ledger: 400 });
  });
});
