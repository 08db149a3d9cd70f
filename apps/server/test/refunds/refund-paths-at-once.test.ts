import type { AddressInfo } from 'node:net';
import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { testEnv, type TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';
import {
  moneyClient,
  openInstanceId,
  tokenFor,
  type MoneyClient,
} from '../payments/money-fixtures';
import { enterPendingPrepaidDraws } from '../../src/prepaid/enter-prepaid-draws';
import { runMoneyBack } from '../../src/refunds/money-back/money-back-job';
import { prepaidGroup } from '../prepaid/prepaid-fixtures';
import {
  buildReportApp,
  purchase,
  reportAppOptions,
  sandboxEventRequest,
} from '../reports/report-fixtures';
import { staffHeaders } from '../setup/staff-headers';

// Card payments and 20 requests at once on a loaded 2-core machine.
vi.setConfig({ testTimeout: 240_000 });

// Two server instances on one database (PostgreSQL: each its own connection pool; PGlite is
// one embedded database, which both then share), each listening on its own port.
let t: TestApp;
let second: App;
let secondDb: Kysely<Database> | null = null;
let ports: [number, number];
let organizationId: string;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildReportApp();
  if (t.database.options.databaseUrl) secondDb = await createDatabase(t.database.options);
  second = await buildApp({ env: testEnv(), db: secondDb ?? t.database.db, ...reportAppOptions });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  ports = [
    (t.app.server.address() as AddressInfo).port,
    (second.server.address() as AddressInfo).port,
  ];
  organizationId = await t.organizationId('goldrush');
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(async () => {
  await second.close();
  await secondDb?.destroy();
  await t.close();
});

interface Call {
  what: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Over real HTTP to one of the two instances. */
async function send(call: Call, instance: 0 | 1) {
  const response = await httpTransport(ports[instance])({
    method: call.method,
    path: call.path,
    headers: {
      ...call.headers,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  return { what: call.what, status: response.status, body: response.body };
}

const json = (body: object) => JSON.stringify(body);
const support = (paymentId: string, action: 'void' | 'refund') =>
  `/api/support/payment/${paymentId}/${action}/for-organization/${organizationId}`;

const staffRefund = (paymentId: string, amount: number): Call => ({
  what: `staff refund ${amount}`,
  method: 'POST',
  path: support(paymentId, 'refund'),
  headers: manager,
  body: json({ Amount: amount, Reason: 'Player asked for the money back' }),
});

const staffVoid = (paymentId: string, numbers?: number[]): Call => ({
  what: `staff void ${numbers?.join(',') ?? 'all'}`,
  method: 'POST',
  path: support(paymentId, 'void'),
  headers: manager,
  body: json({
    ...(numbers ? { TicketNumbers: numbers } : {}),
    Reason: 'Bought the wrong number by mistake',
  }),
});

async function playerRefund(client: MoneyClient, paymentId: string): Promise<Call> {
  return {
    what: 'player prepaid refund',
    method: 'POST',
    path: '/api/player-number/prepaid/refund',
    headers: {
      host: 'goldrush.localhost',
      authorization: `Bearer ${await tokenFor(t, 'goldrush', client.player)}`,
    },
    body: json({
      PlayerId: client.player.id,
      OrganizationId: organizationId,
      PaymentId: paymentId,
    }),
  };
}

function processorRefund(paymentId: string): Call {
  const event = sandboxEventRequest('payment.refunded', paymentId);
  return { what: 'processor refund event', method: 'POST', ...event };
}

async function setupCall(method: string, path: string, body?: unknown) {
  return send(
    {
      what: 'setup',
      method,
      path: `/api/setup/${path}`,
      headers: manager,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    0,
  );
}

/** Schedules the game's next instance, as staff do in the console. */
async function schedule() {
  const list = await setupCall('GET', `games/for-organization/${organizationId}`);
  const game = gameSetupListSchema.parse(JSON.parse(list.body)).games[0]!;
  const created = await setupCall(
    'POST',
    `game/${game.id}/instances/for-organization/${organizationId}`,
    game.next,
  );
  expect(created.status, created.body).toBe(201);
  return { gameId: game.id, instance: instanceRowSchema.parse(JSON.parse(created.body)) };
}

const numbersOf = (payment: PaymentResult) =>
  payment.PlayerNumberGroups.flatMap((g) => g.PlayerNumbers.map((n) => n.TicketNumber));

/** Every invariant of the books, read from the database: a list of what is broken. */
async function brokenBooks(db: Kysely<Database>, charges: string[]) {
  const { rows: overCharged } = await sql<{ id: string }>`
    select p.id from payments p where p.id = any(${charges}::uuid[])
      and (p.refunded_cents > p.amount_cents or p.refunded_cents <> (
        select coalesce(sum(l.amount_cents), 0) from refund_ledger l
        where l.charge_id = p.id and l.state <> 'failed'))`.execute(db);
  const { rows: potOver } = await sql<{ payment_id: string }>`
    select m.payment_id from pot_movements m join payments p on p.id = m.payment_id
    where p.id = any(${charges}::uuid[]) or p.funded_by = any(${charges}::uuid[])
    group by m.payment_id
    having -coalesce(sum(m.amount_cents) filter (where m.amount_cents < 0), 0)
      > coalesce(sum(m.amount_cents) filter (where m.amount_cents > 0), 0)`.execute(db);
  const { rows: refundedDrawn } = await sql<{ payment_id: string }>`
    select d.payment_id from prepaid_draws d
    where d.payment_id = any(${charges}::uuid[]) and d.status = 'refunded'
      and (d.game_instance_id is not null or exists (select 1 from instance_entries e
        where e.payment_id = d.entry_payment_id))`.execute(db);
  // A draw entered since: never more draws in a draw than the money left on the charge pays.
  const { rows: unpaidDraws } = await sql<{ payment_id: string }>`
    select d.payment_id from prepaid_draws d join payments p on p.id = d.payment_id
    where d.payment_id = any(${charges}::uuid[]) and d.status = 'entered'
    group by d.payment_id, p.amount_cents, p.refunded_cents
    having sum(d.amount_cents) > p.amount_cents - coalesce((select sum(r.amount_cents)
      from prepaid_draws r where r.payment_id = d.payment_id and r.status = 'refunded'), 0)`.execute(
    db,
  );
  return {
    overCharged: overCharged.map((row) => row.id),
    potOver: potOver.map((row) => row.payment_id),
    refundedDrawn: refundedDrawn.map((row) => row.payment_id),
    unpaidDraws: unpaidDraws.map((row) => row.payment_id),
  };
}

describe('every way of giving money back at once, on two instances (issue 25, done-when 1)', () => {
  it('20 refund requests across two instances keep the books: within each charge, each pot, no refunded draw drawn, no 5xx', async () => {
    const instanceId = await openInstanceId(t, 'goldrush');
    // Four players prepay 4 draws ($8.00: the open instance's draw, then three not opened).
    const prepaid = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const client = await moneyClient(t);
        return { client, ...(await prepaidGroup(client, instanceId, 4)) };
      }),
    );
    // Two players buy numbers in the open instance ($6.00 and $4.00).
    const buyers = await Promise.all([moneyClient(t), moneyClient(t)]);
    const three = await purchase(t, buyers[0]!, 3);
    const two = await purchase(t, buyers[1]!, 2);
    // The draw the cancellation takes away: the first one scheduled after the open one.
    const { gameId, instance: scheduled } = await schedule();
    await schedule();

    const [p1, p2, p3, p4] = prepaid;
    const [n1, n2] = numbersOf(three);
    const calls: Call[] = [
      staffRefund(p1!.paymentId, 800),
      await playerRefund(p1!.client, p1!.paymentId),
      processorRefund(p1!.paymentId),
      staffRefund(p1!.paymentId, 200),
      await playerRefund(p2!.client, p2!.paymentId),
      await playerRefund(p2!.client, p2!.paymentId),
      staffRefund(p2!.paymentId, 600),
      processorRefund(p2!.paymentId),
      staffVoid(p3!.paymentId),
      await playerRefund(p3!.client, p3!.paymentId),
      staffRefund(p3!.paymentId, 200),
      staffVoid(three.PaymentId, [n1!]),
      staffVoid(three.PaymentId, [n1!]),
      staffVoid(three.PaymentId, [n2!]),
      staffRefund(three.PaymentId, 600),
      processorRefund(three.PaymentId),
      staffRefund(two.PaymentId, 400),
      processorRefund(two.PaymentId),
      staffVoid(two.PaymentId),
      {
        what: 'cancel the scheduled draw',
        method: 'POST',
        path: `/api/setup/game/${gameId}/instance/${scheduled.id}/cancel/for-organization/${organizationId}`,
        headers: manager,
        body: json({ reason: 'Venue closed for repairs' }),
      },
    ];
    expect(calls).toHaveLength(20);
    const answers = await Promise.all(calls.map((call, i) => send(call, i % 2 === 0 ? 0 : 1)));

    // Every request got an answer: 2xx, or a 4xx in the spec's error shape; never a 5xx.
    for (const answer of answers) {
      const label = `${answer.what}: ${answer.status} ${answer.body}`;
      expect(answer.status, label).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(apiErrorBodySchema.safeParse(JSON.parse(answer.body)).success, label).toBe(true);
      }
    }
    // Every charge was asked for money back, and something was given back on each.
    expect(answers.filter((answer) => answer.status < 300).length).toBeGreaterThanOrEqual(6);

    // The processor is asked by both instances' jobs, then later draws open.
    while ((await runMoneyBack(t.app)) + (await runMoneyBack(second)) > 0);
    await enterPendingPrepaidDraws(t.database.db);

    const charges = [...prepaid.map((p) => p.paymentId), three.PaymentId, two.PaymentId];
    expect(await brokenBooks(t.database.db, charges)).toEqual({
      overCharged: [],
      potOver: [],
      refundedDrawn: [],
      unpaidDraws: [],
    });
    // Whatever the ledger gave back the processor gave back, and no more than each charge.
    const { rows } = await sql<{ id: string; amount: string; ledger: string; processor: string }>`
      select p.id, p.amount_cents as amount,
        (select coalesce(sum(l.amount_cents), 0) from refund_ledger l
          where l.charge_id = p.id and l.state = 'succeeded' and l.path <> 'processor') as ledger,
        c.refunded_cents as processor
      from payments p join sandbox_charges c on c.payment_id = p.id::text
      where p.id = any(${charges}::uuid[])`.execute(t.database.db);
    for (const row of rows) {
      expect(Number(row.processor), row.id).toBe(Number(row.ledger));
      expect(Number(row.processor), row.id).toBeLessThanOrEqual(Number(row.amount));
    }
    // The charges untouched by the processor's own event are at most their amount, and p4
    // (only the cancellation) gave back exactly its cancelled draw.
    const p4Ledger = await t.database.db
      .selectFrom('refund_ledger')
      .select(['path', 'amount_cents', 'state'])
      .where('charge_id', '=', p4!.paymentId)
      .execute();
    expect(p4Ledger.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }))).toEqual([
      { path: 'cancellation', amount_cents: 200, state: 'succeeded' },
    ]);
  });
});
