import type { AddressInfo } from 'node:net';
import { refundResultSchema, voidsReportSchema } from '@charity/domain/refunds/refund-api';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { supportPlayerDetailSchema } from '@charity/domain/staff/support-api';
import { reconciliationReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { playerNumberGroupsSchema } from '@charity/domain/api/player-numbers';
import { SubscriptionStatus } from '@charity/domain/subscription-status';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMoneyBack } from '../../src/refunds/money-back/money-back-job';
import { withVoidable } from '../../src/support/voidable-payments';
import { bearerFor, runManualDraw } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { createRegisteredPlayer } from '../identity/fixtures';
import { cardToken, instancePot, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { httpTransport } from '../identity/browser';
import { buildReportApp, purchase, reportJson, sandboxEvent } from '../reports/report-fixtures';

// The goldrush demo: $2.00 a number, 3 for $5.00. The real server over HTTP, PGlite.
let t: TestApp;
let port: number;
let organizationId: string;
let instanceId: string;
let manager: Record<string, string>;
let support: Record<string, string>;
let player: Record<string, string>;
let buyerId: string;
let single: PaymentResult;
let bundle: PaymentResult;

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
  const helper = await createRegisteredPlayer(t.database.db, organizationId, {
    staffRole: 'support',
  });
  support = await bearerFor(t, 'goldrush', helper, true);
  const buyer = await moneyClient(t);
  player = await bearerFor(t, 'goldrush', buyer.player, false);
  buyerId = buyer.player.id;
  single = await purchase(t, buyer, 3);
  const bundleBuyer = await moneyClient(t);
  const response = await bundleBuyer.post('/api/player-number/purchase', {
    PlayerId: bundleBuyer.player.id,
    OrganizationId: organizationId,
    GameInstanceId: instanceId,
    Quantity: 3,
    Bundle: { Numbers: 3, Price: 500 },
    Payment: { Token: await cardToken(bundleBuyer) },
  });
  expect(response.statusCode, response.body).toBe(200);
  bundle = response.json();
});
afterAll(() => t.close());

/** A POST to the real server over HTTP, with a Host (the organization) and a bearer. */
async function post(path: string, headers: Record<string, string>, body: unknown) {
  const response = await httpTransport(port)({
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(response.body) as unknown };
}

/** Whether support's view of the single purchase still offers a void. */
async function voidable(paymentId: string) {
  const response = await httpTransport(port)({
    method: 'GET',
    path: `/api/support/player/${buyerId}/for-organization/${organizationId}`,
    headers: support,
  });
  const detail = supportPlayerDetailSchema.parse(JSON.parse(response.body));
  return detail.Payments.Payments.find((item) => item.PaymentId === paymentId)?.Voidable;
}

async function get(path: string) {
  return (
    await httpTransport(port)({ method: 'GET', path, headers: { host: 'goldrush.localhost' } })
  ).body;
}

const voidUrl = (paymentId: string, org = organizationId) =>
  `/api/support/payment/${paymentId}/void/for-organization/${org}`;
const refundUrl = (paymentId: string, org = organizationId) =>
  `/api/support/payment/${paymentId}/refund/for-organization/${org}`;

const numbersOf = (payment: PaymentResult) =>
  payment.PlayerNumberGroups.flatMap((g) => g.PlayerNumbers.map((n) => n.TicketNumber)).sort(
    (a, b) => a - b,
  );

async function state() {
  const db = t.database.db;
  const { rows } = await sql<{ refunds: string; sandbox: string; entries: string }>`
    select (select count(*) from payment_refunds) as refunds,
      (select count(*) from sandbox_refunds) as sandbox,
      (select count(*) from instance_entries where game_instance_id = ${instanceId}) as entries`.execute(
    db,
  );
  return { ...rows[0], pot: await instancePot(t, instanceId) };
}

function expectError(response: { status: number; body: unknown }, status: number, code?: string) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(response.body);
  if (code) expect(body.Code).toBe(code);
  return body;
}

const sandboxRefunds = async (paymentId: string) => {
  const { rows } = await sql<{ amount_cents: string }>`select r.amount_cents from sandbox_refunds r
    join sandbox_charges c on c.id = r.charge_id where c.payment_id = ${paymentId}`.execute(
    t.database.db,
  );
  return rows.map((row) => Number(row.amount_cents));
};

describe('voids and refunds by staff (issue 16)', () => {
  it('voids one number before the draw: out of the entries, refunded once, pot down once, audited, mailed', async () => {
    expect(await voidable(single.PaymentId)).toBe(true);
    const before = await state();
    const [first] = numbersOf(single);
    const response = await post(voidUrl(single.PaymentId), manager, {
      TicketNumbers: [first],
      Reason: 'Player bought the wrong number by mistake',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = refundResultSchema.parse(response.body);
    expect(result).toMatchObject({ Kind: 'Void', Amount: 200, RefundedTotal: 200 });
    expect(result.PaymentStatus).toBe('Succeeded');
    expect(await sandboxRefunds(single.PaymentId)).toEqual([200]);
    const after = await state();
    expect(after.pot).toBe(before.pot - 200);
    expect(Number(after.entries)).toBe(Number(before.entries) - 1);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_id', '=', single.PaymentId)
      .where('action', '=', 'payment.voided-by-staff')
      .execute();
    expect(JSON.stringify(audit[0]?.details)).toContain('wrong number by mistake');
    // One number, in the singular (issue 27: "voided your numbers 300").
    const mail = await sql<{ subject: string }>`select subject from mail_outbox
      where subject like 'Your number for % was taken out of the draw: $2.00 refunded'`.execute(
      t.database.db,
    );
    expect(mail.rows).toHaveLength(1);

    // The player's numbers (the dashboard's call): the voided one is not played any more, the
    // others of the same group still are (issue 25: it showed "played for this draw").
    const numbers = await httpTransport(port)({
      method: 'GET',
      path: `/api/player-number/by-player/${buyerId}/for-game-instance-in-groups/${instanceId}`,
      headers: player,
    });
    const statuses = new Map(
      playerNumberGroupsSchema
        .parse(JSON.parse(numbers.body))
        .PlayerNumberGroups.flatMap((group) => group.PlayerNumbers)
        .map((n) => [n.TicketNumber, n.SubscriptionStatus]),
    );
    expect(statuses.get(first ?? 0)).not.toBe(SubscriptionStatus.PaymentSuccessful);
    for (const other of numbersOf(single).slice(1))
      expect(statuses.get(other)).toBe(SubscriptionStatus.PaymentSuccessful);
  });

  it('never offers a void on a prepayment’s charge: its draws are voided one by one', async () => {
    const response = await httpTransport(port)({
      method: 'GET',
      path: `/api/support/player/${buyerId}/for-organization/${organizationId}`,
      headers: support,
    });
    const history = supportPlayerDetailSchema.parse(JSON.parse(response.body)).Payments;
    const item = history.Payments.find((payment) => payment.PaymentId === single.PaymentId);
    if (!item) throw new Error('no payment');
    const [asBought, asPrepayment] = (
      await withVoidable(t.database.db, {
        ...history,
        Payments: [item, { ...item, PaidDraws: ['Week 1', 'Week 2'] }],
      })
    ).Payments;
    expect(asBought?.Voidable).toBe(true);
    expect(asPrepayment?.Voidable).toBe(false);
  });

  it('refuses with nothing changed: twice, no reason, over the amount, a player, support, another organization', async () => {
    const before = await state();
    const [first] = numbersOf(single);
    const twice = await post(voidUrl(single.PaymentId), manager, {
      TicketNumbers: [first],
      Reason: 'Double click',
    });
    expectError(twice, 409, 'AlreadyVoided');
    expectError(await post(voidUrl(single.PaymentId), manager, { TicketNumbers: [first] }), 400);
    expectError(await post(voidUrl(single.PaymentId), manager, { Reason: '  ' }), 400);
    expectError(await post(voidUrl(single.PaymentId), manager, { Reason: 'nul \u0000 byte' }), 400);
    const huge = await post(voidUrl(single.PaymentId), manager, { Reason: 'x'.repeat(1_000_000) });
    expect([400, 413]).toContain(huge.status);
    const over = await post(refundUrl(single.PaymentId), manager, {
      Amount: 401,
      Reason: 'Goodwill',
    });
    expect(expectError(over, 409, 'RefundAboveAmount').Message).toContain('$4.00');
    expect((await post(voidUrl(single.PaymentId), player, { Reason: 'Mine' })).status).toBe(403);
    expect((await post(voidUrl(single.PaymentId), support, { Reason: 'Help' })).status).toBe(403);
    const otherHost = { ...manager, host: 'fiftyfifty.localhost' };
    const elsewhere = await post(voidUrl(single.PaymentId), otherHost, { Reason: 'Wrong host' });
    expect([401, 403, 404]).toContain(elsewhere.status);
    const fiftyfifty = await t.organizationId('fiftyfifty');
    const foreign = await post(voidUrl(single.PaymentId, fiftyfifty), manager, { Reason: 'x y z' });
    expect([403, 404]).toContain(foreign.status);
    expect(await state()).toEqual(before);
  });

  it('voids a whole bundle: the bundle price back once, webhook replays change nothing', async () => {
    const before = await state();
    const response = await post(voidUrl(bundle.PaymentId), manager, {
      Reason: 'Purchase made by a minor',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = refundResultSchema.parse(response.body);
    expect(result).toMatchObject({ Amount: 500, RefundedTotal: 500, PaymentStatus: 'Refunded' });
    expect(result.TicketNumbers).toEqual(numbersOf(bundle));
    // The processor's refund webhook arrives, twice, and the job runs again: nothing more.
    for (let i = 0; i < 2; i++) {
      expect((await sandboxEvent(t, 'payment.refunded', bundle.PaymentId)).statusCode).toBe(200);
    }
    await runMoneyBack(t.app);
    expect(await sandboxRefunds(bundle.PaymentId)).toEqual([500]);
    const after = await state();
    expect(after.pot).toBe(before.pot - 500);
    expectError(
      await post(voidUrl(bundle.PaymentId), manager, { Reason: 'Again' }),
      409,
      'AlreadyVoided',
    );
  });

  it('keeps the pot, the reports and reconciliation in agreement; lists voids with reasons', async () => {
    const query = { gameInstanceId: instanceId };
    const admin = manager;
    const reconciliation = await reportJson(
      t,
      admin,
      { kind: 'reconciliation', organizationId, query },
      reconciliationReportSchema,
    );
    expect(reconciliation.Differences).toEqual([]);
    expect(reconciliation.Providers[0]?.RefundedAmount).toBe(700);
    const sales = await reportJson(
      t,
      admin,
      { kind: 'sales', organizationId, query },
      salesReportSchema,
    );
    const row = sales.ByInstance[0];
    expect(row?.RefundedAmount).toBe(700);
    expect(row?.NumbersPlayed).toBe(2);
    // The pot is what stayed: the $6.00 purchase less the $2.00 void.
    expect(sales.PotGrowth?.Days.at(-1)?.PotTotal).toBe(await instancePot(t, instanceId));
    const voids = await reportJson(
      t,
      admin,
      { kind: 'voids', organizationId, query },
      voidsReportSchema,
    );
    expect(voids.Voids.map((v) => v.Reason)).toEqual([
      'Player bought the wrong number by mistake',
      'Purchase made by a minor',
    ]);
    expect(voids).toMatchObject({ VoidedNumbers: 4, TotalAmount: 700 });
  });

  it('after the draw: the published entry list lacks the voided numbers; a void is refused, a refund keeps the list', async () => {
    const drawn = await runManualDraw(t, manager, organizationId, instanceId);
    expect(drawn).toBeTruthy();
    // Support is told before asking: no void is offered once the draw has run.
    expect(await voidable(single.PaymentId)).toBe(false);
    const entries = async () =>
      (await get(`/api/draw/published/${instanceId}/entries.txt`))
        .split('\n')
        .filter(Boolean)
        .map(Number);
    const published = await entries();
    const [voided, ...kept] = numbersOf(single);
    expect(published).not.toContain(voided);
    for (const n of [...numbersOf(bundle)]) expect(published).not.toContain(n);
    for (const n of kept) expect(published).toContain(n);

    const pot = await instancePot(t, instanceId);
    expectError(
      await post(voidUrl(single.PaymentId), manager, { Reason: 'Too late' }),
      409,
      'VoidAfterDraw',
    );
    const refund = await post(refundUrl(single.PaymentId), manager, {
      Amount: 100,
      Reason: 'Goodwill after a complaint',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refundResultSchema.parse(refund.body)).toMatchObject({ AfterDraw: true, Amount: 100 });
    expect(await entries()).toEqual(published);
    expect(await instancePot(t, instanceId)).toBe(pot);
    expect(await sandboxRefunds(single.PaymentId)).toEqual([200, 100]);
  });
});
