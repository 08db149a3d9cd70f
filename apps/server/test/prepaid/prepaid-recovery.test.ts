import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import type { TestApp } from '../helpers/test-app';
import { instancePot, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { buildReportApp, sandboxEvent } from '../reports/report-fixtures';
import { entriesOf, prepaidGroup, prepaymentsOf } from './prepaid-fixtures';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildReportApp();
});
afterAll(() => t.close());

const statusOf = async (paymentId: string) =>
  (
    await t.database.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow()
  ).status;

describe('prepaid draws when the processor or another path moves first', () => {
  it('a full refund by the processor takes the entered draw out of its pot and refunds the rest', async () => {
    const client = await moneyClient(t);
    const instanceId = await openInstanceId(t, 'goldrush');
    const before = await instancePot(t, instanceId);
    const prepaid = await prepaidGroup(client, instanceId, 3);
    expect(await instancePot(t, instanceId)).toBe(before + prepaid.amount / 3);

    expect((await sandboxEvent(t, 'payment.refunded', prepaid.paymentId)).statusCode).toBe(200);
    // A second event about the same refund changes nothing more.
    expect((await sandboxEvent(t, 'payment.refunded', prepaid.paymentId)).statusCode).toBe(200);

    expect(await statusOf(prepaid.paymentId)).toBe('refunded');
    expect(await instancePot(t, instanceId)).toBe(before);
    expect(await entriesOf(t, prepaid.groupId)).toEqual([]);
    const [prepayment] = await prepaymentsOf(client);
    expect(prepayment?.Draws.map((draw) => draw.Status)).toEqual([
      'Entered',
      'Refunded',
      'Refunded',
    ]);
    expect(prepayment?.RefundableDraws).toBe(0);
  });

  it('an instance opened outside the scheduler gets its prepaid entries at the next pass', async () => {
    const client = await moneyClient(t);
    const first = await openInstanceId(t, 'goldrush');
    const prepaid = await prepaidGroup(client, first, 2);
    const instance = await t.database.db
      .selectFrom('game_instances')
      .selectAll()
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    // As a YAML file or the console would: the first instance is over, the next one is open.
    await t.database.db
      .updateTable('game_instances')
      .set({ status: 'Drawn' })
      .where('id', '=', first)
      .execute();
    const next = await t.database.db
      .insertInto('game_instances')
      .values({
        game_id: instance.game_id,
        sequence: instance.sequence + 1,
        name: 'Next week',
        description: '',
        status: 'Open',
        ticket_price_cents: instance.ticket_price_cents,
        started_on: new Date(),
        sales_close_at: new Date(Date.now() + 3_600_000),
        draw_at: new Date(Date.now() + 7_200_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await entriesOf(t, prepaid.groupId)).map((e) => e.game_instance_id)).toEqual([first]);

    await Promise.all([runLifecycle(t.app), runLifecycle(t.app)]);
    const entered = await entriesOf(t, prepaid.groupId);
    expect(entered.map((e) => e.game_instance_id).sort()).toEqual([first, next.id].sort());
    expect(entered.every((e) => e.paid)).toBe(true);
    await runLifecycle(t.app);
    expect(await entriesOf(t, prepaid.groupId)).toHaveLength(2);
  });
});
