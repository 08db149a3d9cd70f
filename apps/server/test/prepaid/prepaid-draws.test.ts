import { receiptSchema } from '@charity/domain/payments/payment-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { runRenewals } from '../../src/subscriptions/renewal-job';
import { findReceipt } from '../../src/payments/receipt';
import { reconciliationReport } from '../../src/reports/reconciliation-report';
import { resolveWindow } from '../../src/reports/report-window';
import { salesReport } from '../../src/reports/sales-report';
import { expectApiError } from '../helpers/expect-api-error';
import { demoHosts, testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import {
  buildMoneyApp,
  cardToken,
  ids,
  instancePot,
  moneyClient,
  openInstanceId,
  tokenFor,
  type MoneyClient,
} from '../payments/money-fixtures';
import {
  assignedGroup,
  entriesOf,
  prepaidGroup,
  prepaymentsOf,
  prepay,
  refundPrepaid,
  sandboxRefunded,
} from './prepaid-fixtures';

// Card payments and four draws on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let second: App;
let gameId: string;
const PRICE = 200; // goldrush.yaml: ticketPriceCents

beforeAll(async () => {
  t = await buildMoneyApp();
  // A second server process on the same database: both run the scheduler's passes.
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    payments: { SANDBOX_SETTLEMENT: 'instant', JOBS_INTERVAL_MS: 0 },
    draws: { lifecycleIntervalMs: 0 },
  });
  const organizationId = await t.organizationId('goldrush');
  const game = await t.database.db
    .selectFrom('organizations')
    .select('current_game_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  gameId = game.current_game_id!;
  // The scheduler draws this game (the demo draws by hand).
  await t.database.db
    .updateTable('games')
    .set({ manual_draw: false })
    .where('id', '=', gameId)
    .execute();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const passes = () => Promise.all([runLifecycle(t.app), runLifecycle(second), runLifecycle(t.app)]);

/** The open instance reaches its draw; the scheduler (two processes) draws it and opens the next. */
async function drawAndOpenNext(): Promise<string> {
  const current = await openInstanceId(t, 'goldrush');
  await sql`update game_instances set sales_close_at = now() - interval '2 seconds',
    draw_at = now() - interval '1 second' where id = ${current}`.execute(t.database.db);
  await passes();
  await passes();
  // Auto-play charges what the instance's opening did not enter already.
  await Promise.all([runRenewals(t.app), runRenewals(second)]);
  const next = await openInstanceId(t, 'goldrush');
  expect(next).not.toBe(current);
  return next;
}

async function sequenceOf(instanceId: string) {
  const row = await t.database.db
    .selectFrom('game_instances')
    .select('sequence')
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return row.sequence;
}

/** The instance's reconciliation report and its sales figures, as staff read them. */
async function books(organizationId: string, instanceId: string) {
  const window = await resolveWindow(t.database.db, organizationId, {
    gameInstanceId: instanceId,
    format: 'json',
  });
  const [reconciliation, sales] = await Promise.all([
    reconciliationReport(t.database.db, window),
    salesReport(t.database.db, window),
  ]);
  return { reconciles: reconciliation.Reconciles, gross: sales.ByInstance[0]?.GrossSales ?? 0 };
}

describe('prepaid draws (GoldRush)', () => {
  let client: MoneyClient;
  let kept: { groupId: string; paymentId: string; amount: number };
  let refunded: { groupId: string; paymentId: string; amount: number };
  const instances: string[] = [];

  it('charges once for three draws and enters only the current one; the pot takes one draw', async () => {
    client = await moneyClient(t);
    instances.push(await openInstanceId(t, 'goldrush'));
    const potBefore = await instancePot(t, instances[0]!);
    kept = await prepaidGroup(client, instances[0]!, 3);
    expect(kept.amount).toBe(3 * PRICE);
    expect(await entriesOf(t, kept.groupId)).toEqual([
      { game_instance_id: instances[0], ticket_number: expect.any(Number), paid: true },
    ]);
    expect(await instancePot(t, instances[0]!)).toBe(potBefore + PRICE);

    const [prepayment] = await prepaymentsOf(client);
    expect(prepayment?.Draws.map((draw) => [draw.Index, draw.Status, draw.Estimated])).toEqual([
      [1, 'Entered', false],
      [2, 'Pending', true],
      [3, 'Pending', true],
    ]);
    expect(prepayment?.PaidThrough).toBe(prepayment?.Draws[2]?.DrawAt);
    expect(prepayment?.RefundableAmount).toBe(2 * PRICE);

    // The receipt names every draw paid for.
    const receipt = receiptSchema.parse(await findReceipt(t.database.db, kept.paymentId));
    expect(receipt.Amount).toBe(3 * PRICE);
    expect(receipt.PaidDraws).toEqual(prepayment?.Draws.map((draw) => draw.DrawAt));
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', client.player.email)
      .where('subject', 'like', 'Your receipt%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(/Paid through\W+the draw of/);
  });

  it('refunds the draws not opened once; a replay, another player and another host are refused', async () => {
    refunded = await prepaidGroup(client, instances[0]!, 3);
    const other = await moneyClient(t);
    expectApiError(await refundPrepaid(other, refunded.paymentId), 404);
    const [first, again] = await Promise.all([
      refundPrepaid(client, refunded.paymentId),
      refundPrepaid(client, refunded.paymentId),
    ]);
    const answers = [first, again].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[0]?.json()).toMatchObject({ RefundedDraws: 2, RefundedAmount: 2 * PRICE });
    expect(expectApiError(answers[1]!, 409).Message).toMatch(/Nothing left to refund/);
    expectApiError(await refundPrepaid(client, refunded.paymentId), 409);
    expect(await sandboxRefunded(t, refunded.paymentId)).toBe(2 * PRICE);

    // On another organization's host the same call is refused.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/player-number/prepaid/refund',
      headers: {
        host: demoHosts.fiftyfifty,
        authorization: `Bearer ${await tokenFor(t, 'goldrush', client.player)}`,
      },
      payload: { ...ids(client), PaymentId: refunded.paymentId },
    });
    expect([401, 403]).toContain(elsewhere.statusCode);
    // Nothing changed by the refusals.
    expect(await sandboxRefunded(t, refunded.paymentId)).toBe(2 * PRICE);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', refunded.paymentId)
      .where('action', 'like', 'prepaid.%')
      .execute();
    expect(audits.map((row) => row.action).sort()).toEqual([
      'prepaid.refund-requested',
      'prepaid.refunded',
    ]);
    const refundMail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', client.player.email)
      .where('subject', 'like', '%prepaid draws are refunded')
      .execute();
    expect(refundMail).toHaveLength(1);
  });

  let subscribed: { groupId: string; paymentId: string };
  it('takes a prepaid group on auto-play (charged again only once its draws are used)', async () => {
    const added = await client.post('/api/payment-method/add', {
      ...ids(client),
      Token: await cardToken(client),
    });
    expect(added.statusCode).toBe(200);
    const prepaid = await prepaidGroup(client, instances[0]!, 2);
    subscribed = prepaid;
    const put = await client.put('/api/player-number-group/subscription', {
      ...ids(client),
      GroupId: prepaid.groupId,
      Subscribed: true,
    });
    expect(put.statusCode).toBe(200);
  });

  it('refuses more draws than the game allows and another player\u2019s group', async () => {
    const groupId = await assignedGroup(client);
    expectApiError(await prepay(client, instances[0]!, groupId, 6), 400);
    const other = await moneyClient(t);
    expectApiError(await prepay(other, instances[0]!, groupId, 2), 404);
  });

  it('enters the group in the next three instances as they open, and none in the fourth', async () => {
    for (let i = 1; i <= 3; i++) instances.push(await drawAndOpenNext());
    const sequences = await Promise.all(instances.map(sequenceOf));
    expect(sequences).toEqual([
      sequences[0],
      sequences[0]! + 1,
      sequences[0]! + 2,
      sequences[0]! + 3,
    ]);

    const entered = await entriesOf(t, kept.groupId);
    expect(entered.map((entry) => entry.game_instance_id).sort()).toEqual(
      instances.slice(0, 3).sort(),
    );
    expect(entered.every((entry) => entry.paid)).toBe(true);
    // The refunded prepayment's group stayed in the first draw only.
    expect((await entriesOf(t, refunded.groupId)).map((e) => e.game_instance_id)).toEqual([
      instances[0],
    ]);

    // Each instance got one draw payment of one draw's price, in its pot and its books.
    const drawPayments = await t.database.db
      .selectFrom('payments')
      .select(['game_instance_id', 'amount_cents', 'status'])
      .where('funded_by', '=', kept.paymentId)
      .orderBy('created_at')
      .execute();
    expect(drawPayments).toEqual(
      instances
        .slice(0, 3)
        .map((id) => ({ game_instance_id: id, amount_cents: PRICE, status: 'succeeded' })),
    );
    const movements = await t.database.db
      .selectFrom('pot_movements as m')
      .innerJoin('payments as p', 'p.id', 'm.payment_id')
      .select(['m.game_instance_id', 'm.amount_cents'])
      .where('p.funded_by', '=', kept.paymentId)
      .execute();
    expect(movements).toHaveLength(3);
    for (const instanceId of instances) {
      const figures = await books(client.player.organizationId, instanceId);
      expect(figures.reconciles).toBe(true);
      // Sales are the paid entries at one draw's price: a prepaid charge is not counted again.
      const paid = await t.database.db
        .selectFrom('instance_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('game_instance_id', '=', instanceId)
        .where('paid', '=', true)
        .executeTakeFirstOrThrow();
      expect(figures.gross).toBe(Number(paid.n) * PRICE);
    }

    const [latest] = (await prepaymentsOf(client)).filter((p) => p.PaymentId === kept.paymentId);
    expect(latest?.Draws.map((draw) => [draw.Status, draw.GameInstanceId])).toEqual(
      instances.slice(0, 3).map((id) => ['Entered', id]),
    );
    expect(latest?.RefundableDraws).toBe(0);
    expectApiError(await refundPrepaid(client, kept.paymentId), 409);

    // Auto-play never charges a prepaid draw: draw 2 came from the prepayment, draw 3 from
    // the subscription, and nothing was charged twice.
    const autoPlayed = await t.database.db
      .selectFrom('payments')
      .select(['game_instance_id', 'kind', 'funded_by'])
      .where(sql<boolean>`${subscribed.groupId}::uuid = any(group_ids)`)
      .where('status', '=', 'succeeded')
      .orderBy('created_at')
      .execute();
    expect(autoPlayed.map((p) => [p.game_instance_id, p.kind, p.funded_by])).toEqual([
      [instances[0], 'play', null],
      [instances[0], 'play', subscribed.paymentId],
      [instances[1], 'play', subscribed.paymentId],
      [instances[2], 'renewal', null],
      [instances[3], 'renewal', null],
    ]);

    const opened = await t.database.db
      .selectFrom('audit_log')
      .select('subject_id')
      .where('action', '=', 'prepaid-draw.entered')
      .where('subject_id', '=', kept.paymentId)
      .execute();
    expect(opened).toHaveLength(2);
  });
});
