import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { instanceRowSchema } from '@charity/domain/setup/game-setup';
import { instanceCancelResultSchema } from '@charity/domain/setup/instance-changes';
import { reconciliationReportSchema } from '@charity/domain/reports/report-api';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import { sql } from 'kysely';
import '../../src/setup/instance-cancel-tables';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { enqueueLifecycleJobs } from '../../src/lifecycle/lifecycle-jobs';
import { toWallTime } from '../../src/setup/game-clock';
import { bearerFor, runManualDraw } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { createRegisteredPlayer } from '../identity/fixtures';
import {
  cardToken,
  ids,
  instancePot,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { prepaidGroup, sandboxRefunded } from '../prepaid/prepaid-fixtures';
import { purchase, reportJson } from '../reports/report-fixtures';
import { apiCall, goldrushOverHttp, setupGames } from './goldrush-over-http';
import { staffHeaders } from './staff-headers';

// Card payments, refunds and a draw on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

type Headers = Record<string, string>;

// The goldrush demo over real HTTP (PGlite): $2.00 a number, 3 for $5.00, prepaid up to 5 draws.
let t: TestApp;
let port: number;
let organizationId: string;
let gameId: string;
let timeZone: string;
let manager: Headers;
let owner: Headers;
let auditor: Headers;
let support: Headers;
let player: Headers;
let otherOwner: Headers;

beforeAll(async () => {
  ({ t, port, organizationId, manager } = await goldrushOverHttp());
  owner = await staffHeaders(t, 'goldrush', 'owner');
  auditor = await staffHeaders(t, 'goldrush', 'auditor');
  support = await staffHeaders(t, 'goldrush', 'support');
  otherOwner = await staffHeaders(t, 'fiftyfifty', 'owner');
  const someone = await createRegisteredPlayer(t.database.db, organizationId);
  player = await bearerFor(t, 'goldrush', someone, false);
  const [game] = (await games()).games;
  if (!game) throw new Error('goldrush has no game');
  gameId = game.id;
  timeZone = game.timeZone;
});
afterAll(() => t.close());

const call = (method: string, path: string, headers: Headers, body?: unknown) =>
  apiCall(port, method, `setup/${path}`, headers, body);
const games = () => setupGames(port, manager, organizationId);

async function instance(id: string) {
  const row = (await games()).games[0]?.instances.find((one) => one.id === id);
  if (!row) throw new Error(`instance ${id} not listed`);
  return row;
}

const editPath = (id: string, org = organizationId, game = gameId) =>
  `game/${game}/instance/${id}/for-organization/${org}`;
const cancelPath = (id: string, org = organizationId, game = gameId) =>
  `game/${game}/instance/${id}/cancel/for-organization/${org}`;

function expectError(response: { status: number; body: unknown }, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return apiErrorBodySchema.parse(response.body);
}

const wall = (ms: number) => toWallTime(new Date(ms), timeZone);
const DAY = 86_400_000;

const auditOf = (subjectId: string, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor', 'details'])
    .where('subject_id', '=', subjectId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();

let scheduledId: string;

describe('editing an instance before it opens', () => {
  it('changes its name, description and schedule, moves its queued opening, audits before and after', async () => {
    const { next } = (await games()).games[0]!;
    const created = await call(
      'POST',
      `game/${gameId}/instances/for-organization/${organizationId}`,
      manager,
      {
        ...next,
        description: 'Set up in the console.',
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = instanceRowSchema.parse(created.body);
    scheduledId = before.id;
    await enqueueLifecycleJobs(t.database.db);

    const opensAt = new Date(new Date(before.startedOn!).getTime() + DAY);
    const body = {
      name: 'Harvest draw',
      description: 'Moved by a day for the fair.',
      opensAt: wall(opensAt.getTime()),
      salesCloseAt: wall(new Date(before.salesCloseAt).getTime() + DAY),
      drawAt: wall(new Date(before.drawAt).getTime() + DAY),
    };
    const response = await call('PUT', editPath(scheduledId), manager, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const edited = instanceRowSchema.parse(response.body);
    expect(edited).toMatchObject({
      id: scheduledId,
      sequence: before.sequence,
      status: 'Scheduled',
      name: 'Harvest draw',
      description: 'Moved by a day for the fair.',
    });
    expect(wall(new Date(edited.drawAt).getTime())).toBe(body.drawAt);
    expect(await instance(scheduledId)).toEqual(edited);
    const job = await t.database.db
      .selectFrom('jobs')
      .select('run_after')
      .where('kind', '=', 'instance-open')
      .where('key', '=', scheduledId)
      .executeTakeFirstOrThrow();
    expect(job.run_after.getTime()).toBe(new Date(edited.startedOn!).getTime());
    const [audit] = await auditOf(scheduledId, 'game-instance.edited');
    expect(audit?.details).toMatchObject({
      timeZone,
      changes: {
        name: { before: before.name, after: 'Harvest draw' },
        drawAt: { before: before.drawAt, after: edited.drawAt },
        opensAt: { before: before.startedOn, after: edited.startedOn },
      },
    });
    // The owner may too; the same values again change (and audit) nothing.
    expect((await call('PUT', editPath(scheduledId), owner, body)).status).toBe(200);
    expect(await auditOf(scheduledId, 'game-instance.edited')).toHaveLength(1);
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const before = await instance(scheduledId);
    const base = {
      name: 'Week 99',
      opensAt: '2030-05-01T10:00',
      salesCloseAt: '2030-05-08T19:00',
      drawAt: '2030-05-08T20:00',
    };
    const open = (await games()).games[0]!.instances.find((row) => row.status === 'Open')!;
    const cases: [unknown, string][] = [
      [{ ...base, drawAt: '2030-05-08T18:00' }, 'body.drawAt'],
      [{ ...base, opensAt: '0000-05-01T10:00' }, 'body.opensAt'],
      [{ ...base, drawAt: '2030-02-30T20:00' }, 'body.drawAt'],
      [{ ...base, salesCloseAt: 'tomorrow' }, 'body.salesCloseAt'],
      [{ ...base, name: '' }, 'body.name'],
      [{ ...base, name: 'Week \u0000 99' }, ''],
      [{ ...base, description: 'x'.repeat(2001) }, 'body.description'],
      [{ ...base, status: 'Drawn' }, ''],
      [
        {
          ...base,
          opensAt: '2020-05-01T10:00',
          salesCloseAt: '2020-05-08T19:00',
          drawAt: '2020-05-08T20:00',
        },
        'salesCloseAt',
      ],
      // Over the open instance's period.
      [
        {
          ...base,
          opensAt: wall(Date.now() + 60_000),
          salesCloseAt: wall(new Date(open.drawAt).getTime() + DAY),
          drawAt: wall(new Date(open.drawAt).getTime() + DAY + 3_600_000),
        },
        'opensAt',
      ],
      ['{"name":', ''],
    ];
    for (const [payload, path] of cases) {
      const error = expectError(await call('PUT', editPath(scheduledId), manager, payload), 400);
      if (path)
        expect(
          error.Errors?.map((e) => e.Path),
          JSON.stringify(payload),
        ).toContain(path);
    }
    expect(await instance(scheduledId)).toEqual(before);
  });

  it('is for managers and owners of the organization only', async () => {
    const before = await instance(scheduledId);
    const body = {
      name: 'Mine now',
      opensAt: '2031-01-01T10:00',
      salesCloseAt: '2031-01-02T10:00',
      drawAt: '2031-01-02T11:00',
    };
    for (const headers of [auditor, support, player, otherOwner]) {
      expectError(await call('PUT', editPath(scheduledId), headers, body), 403);
      expectError(
        await call('POST', cancelPath(scheduledId), headers, { reason: 'Not mine' }),
        403,
      );
    }
    expectError(await call('PUT', editPath(scheduledId), {}, body), 401);
    // The manager's token on another organization's host is not a token of that organization.
    const elsewhere = await call(
      'PUT',
      editPath(scheduledId),
      { ...manager, host: 'fiftyfifty.localhost' },
      body,
    );
    expect([401, 403, 404]).toContain(elsewhere.status);
    const fiftyfifty = await t.organizationId('fiftyfifty');
    expect([403, 404]).toContain(
      (await call('PUT', editPath(scheduledId, fiftyfifty), manager, body)).status,
    );
    expectError(await call('PUT', editPath('not-an-id'), manager, body), 400);
    expectError(await call('PUT', editPath(crypto.randomUUID()), manager, body), 404);
    expectError(
      await call('PUT', editPath(scheduledId, organizationId, crypto.randomUUID()), manager, body),
      404,
    );
    expect(await instance(scheduledId)).toEqual(before);
  });

  it('refuses to edit an instance that has opened: its draw is committed', async () => {
    const open = await openInstanceId(t, 'goldrush');
    const row = await instance(open);
    const error = expectError(
      await call('PUT', editPath(open), manager, {
        name: 'Renamed',
        opensAt: wall(Date.now() + DAY),
        salesCloseAt: wall(Date.now() + 2 * DAY),
        drawAt: wall(Date.now() + 2 * DAY + 3_600_000),
      }),
      409,
    );
    expect(error.Message).toContain('has opened');
    expect(await instance(open)).toEqual(row);
  });
});

const numbersOf = (payment: PaymentResult) =>
  payment.PlayerNumberGroups.flatMap((g) => g.PlayerNumbers.map((n) => n.TicketNumber));

describe('cancelling an instance that has not been drawn', () => {
  let openId: string;
  let buyer: MoneyClient;
  let single: PaymentResult;
  let bundle: PaymentResult;
  let prepaid: { groupId: string; paymentId: string; amount: number };
  let potBefore: number;

  beforeAll(async () => {
    openId = await openInstanceId(t, 'goldrush');
    potBefore = await instancePot(t, openId);
    buyer = await moneyClient(t);
    single = await purchase(t, buyer, 2);
    const bundleBuyer = await moneyClient(t);
    const response = await bundleBuyer.post('/api/player-number/purchase', {
      ...ids(bundleBuyer),
      GameInstanceId: openId,
      Quantity: 3,
      Bundle: { Numbers: 3, Price: 500 },
      Payment: { Token: await cardToken(bundleBuyer) },
    });
    expect(response.statusCode, response.body).toBe(200);
    bundle = response.json();
    prepaid = await prepaidGroup(await moneyClient(t), openId, 3);
    expect(await instancePot(t, openId)).toBe(potBefore + 400 + 500 + 200);
  });

  it('refuses a missing, empty or bad reason and changes nothing', async () => {
    for (const body of [
      {},
      { reason: '  ' },
      { reason: 'nul \u0000 byte' },
      { reason: 'x'.repeat(501) },
      { reason: 'Weather', extra: 1 },
    ]) {
      expectError(await call('POST', cancelPath(openId), manager, body), 400);
    }
    expect((await instance(openId)).status).toBe('Open');
  });

  it('stops sales, voids and refunds every entry (prepaid draws too), mails the players, audits the reason', async () => {
    const response = await call('POST', cancelPath(openId), manager, {
      reason: 'Venue closed by the storm',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const result = instanceCancelResultSchema.parse(response.body);
    expect(result.instance.status).toBe('Cancelled');
    // The draws table says why (Games and draws).
    expect((await instance(openId)).cancelReason).toBe('Venue closed by the storm');
    expect(result).toMatchObject({
      voidedPayments: 3,
      refundedCents: 400 + 500 + 200,
      unsettledPayments: 0,
    });
    // The pot is back to what it held before these sales (the jackpot it started with).
    expect(await instancePot(t, openId)).toBe(potBefore);
    const entries = await t.database.db
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('game_instance_id', '=', openId)
      .execute();
    expect(entries).toEqual([]);
    // Refunded at the processor: each card payment in full, the prepaid charge by one draw.
    const refunded = async (paymentId: string) => {
      const { rows } = await sql<{
        amount: string;
      }>`select coalesce(sum(r.amount_cents), 0) as amount
        from sandbox_refunds r join sandbox_charges c on c.id = r.charge_id
        where c.payment_id = ${paymentId}`.execute(t.database.db);
      return Number(rows[0]?.amount);
    };
    expect(await refunded(single.PaymentId)).toBe(400);
    expect(await refunded(bundle.PaymentId)).toBe(500);
    expect(await sandboxRefunded(t, prepaid.paymentId)).toBe(200);
    // Its other two draws wait for the instances to come.
    const pending = await t.database.db
      .selectFrom('prepaid_draws')
      .select('status')
      .where('payment_id', '=', prepaid.paymentId)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(2);
    const { name } = await instance(openId);
    const mails = await sql<{ subject: string }>`select subject from mail_outbox
      where subject like ${`Your number% for ${name} w% taken out of the draw%`} order by subject`.execute(
      t.database.db,
    );
    expect(mails.rows.map((m) => m.subject.split(': ')[1])).toEqual([
      '$2.00 refunded',
      '$4.00 refunded',
      '$5.00 refunded',
    ]);
    const [audit] = await auditOf(openId, 'game-instance.cancelled');
    expect(audit?.details).toMatchObject({
      reason: 'Venue closed by the storm',
      changes: { status: { before: 'Open', after: 'Cancelled' } },
    });
    const voids = await t.database.db
      .selectFrom('payment_refunds')
      .select('reason')
      .where('game_instance_id', '=', openId)
      .execute();
    expect(voids.map((v) => v.reason)).toEqual(
      Array(3).fill('Draw cancelled: Venue closed by the storm'),
    );
  });

  it('sells nothing more, never draws, and a second cancel (or a replay) refunds nothing again', async () => {
    const late = await buyer.post('/api/player-number/purchase', {
      ...ids(buyer),
      GameInstanceId: openId,
      Quantity: 1,
      Payment: { Token: await cardToken(buyer) },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    const draw = await t.app.inject({
      method: 'POST',
      url: '/api/draw/manual/run',
      headers: manager,
      payload: { OrganizationId: organizationId, GameInstanceId: openId },
    });
    expect(draw.statusCode).toBe(409);
    await sql`update game_instances set sales_close_at = now() - interval '2 minutes',
      draw_at = now() - interval '1 minute' where id = ${openId}`.execute(t.database.db);
    await t.database.db
      .updateTable('games')
      .set({ manual_draw: false })
      .where('id', '=', gameId)
      .execute();
    await runLifecycle(t.app);
    await runLifecycle(t.app);
    await t.database.db
      .updateTable('games')
      .set({ manual_draw: true })
      .where('id', '=', gameId)
      .execute();
    const drawn = await t.database.db
      .selectFrom('draws')
      .select('game_instance_id')
      .where('game_instance_id', '=', openId)
      .execute();
    expect(drawn).toEqual([]);
    expect((await instance(openId)).status).toBe('Cancelled');
    for (const headers of [manager, owner]) {
      const again = expectError(
        await call('POST', cancelPath(openId), headers, { reason: 'Venue closed by the storm' }),
        409,
      );
      expect(again.Message).toContain('cancelled already');
    }
    expect(await sandboxRefunded(t, prepaid.paymentId)).toBe(200);
    const refunds = await t.database.db
      .selectFrom('payment_refunds')
      .select('id')
      .where('game_instance_id', '=', openId)
      .execute();
    expect(refunds).toHaveLength(3);
    expectError(
      await call('PUT', editPath(openId), manager, {
        name: 'Back',
        opensAt: wall(Date.now() + DAY),
        salesCloseAt: wall(Date.now() + 2 * DAY),
        drawAt: wall(Date.now() + 2 * DAY + 60_000),
      }),
      409,
    );
  });

  it('keeps the pot and reconciliation in agreement', async () => {
    const reconciliation = await reportJson(
      t,
      manager,
      { kind: 'reconciliation', organizationId, query: { gameInstanceId: openId } },
      reconciliationReportSchema,
    );
    expect(reconciliation.Differences).toEqual([]);
    expect(reconciliation.Reconciles).toBe(true);
    expect(reconciliation.Providers[0]?.RefundedAmount).toBe(400 + 500 + 200);
    expect(await instancePot(t, openId)).toBe(potBefore);
    expect(numbersOf(single)).toHaveLength(2);
  });

  it('cancels a scheduled instance (the prepaid draw it would have held refunded) and refuses to cancel one that was drawn', async () => {
    const response = await call('POST', cancelPath(scheduledId), owner, {
      reason: 'Season ends early',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // The prepayment above waits for later draws: the one this instance would have held is
    // refunded and counted (issue 25; it said 0 before).
    expect(instanceCancelResultSchema.parse(response.body)).toMatchObject({
      instance: { status: 'Cancelled' },
      voidedPayments: 1,
      refundedCents: 200,
    });
    // A new instance opening now, drawn by hand: it can be neither cancelled nor edited.
    const now = Date.now();
    const created = await call(
      'POST',
      `game/${gameId}/instances/for-organization/${organizationId}`,
      manager,
      {
        name: 'Make-up draw',
        opensAt: wall(now),
        salesCloseAt: wall(now + DAY),
        drawAt: wall(now + DAY + 3_600_000),
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const makeUp = instanceRowSchema.parse(created.body);
    await purchase(t, await moneyClient(t), 1);
    await runManualDraw(t, manager, organizationId, makeUp.id);
    const refusal = expectError(
      await call('POST', cancelPath(makeUp.id), manager, { reason: 'Too late now' }),
      409,
    );
    expect(refusal.Message).toContain('has been drawn');
    expect((await instance(makeUp.id)).status).toBe('Drawn');
  });
});

describe('a cancellation interrupted before its refunds', () => {
  it('is finished by the next lifecycle pass: every entry voided and refunded once', async () => {
    // The draw after the make-up draw, opened by the scheduler.
    const id = await openInstanceId(t, 'goldrush');
    const bought = await purchase(t, await moneyClient(t), 2);
    const pot = await instancePot(t, id);
    // The cancel's own transaction committed, then the process died before any refund.
    const member = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('staff_role', '=', 'manager')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('game_instances')
      .set({
        status: 'Cancelled',
        cancelled_at: new Date(),
        cancelled_by: member.id,
        cancel_reason: 'Power cut at the hall',
      })
      .where('id', '=', id)
      .execute();
    await runLifecycle(t.app);
    await runLifecycle(t.app);
    const refunds = await t.database.db
      .selectFrom('payment_refunds')
      .select(['payment_id', 'amount_cents', 'reason'])
      .where('game_instance_id', '=', id)
      .execute();
    // The purchase. The prepaid charge's second draw was the cancelled scheduled instance's,
    // refunded with that cancel (issue 25): it enters no later instance.
    expect(refunds.map((r) => Number(r.amount_cents)).sort()).toEqual([400]);
    expect(refunds.map((r) => r.payment_id)).toContain(bought.PaymentId);
    for (const refund of refunds)
      expect(refund.reason).toBe('Draw cancelled: Power cut at the hall');
    expect(await instancePot(t, id)).toBe(pot - 400);
    const entries = await t.database.db
      .selectFrom('instance_entries')
      .select('ticket_number')
      .where('game_instance_id', '=', id)
      .execute();
    expect(entries).toEqual([]);
  });
});
