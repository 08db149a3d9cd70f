import { gameSetupListSchema, instanceRowSchema } from '@charity/domain/setup/game-setup';
import { instanceCancelResultSchema } from '@charity/domain/setup/instance-changes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { moneyClient, openInstanceId } from '../payments/money-fixtures';
import { apiCall, goldrushOverHttp } from '../setup/goldrush-over-http';
import { prepaidGroup, prepaymentsOf, sandboxRefunded } from './prepaid-fixtures';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

// The goldrush demo over real HTTP: $2.00 a draw, prepaid up to 5 draws.
let t: TestApp;
let port: number;
let organizationId: string;
let manager: Record<string, string>;

beforeAll(async () => {
  ({ t, port, organizationId, manager } = await goldrushOverHttp());
});
afterAll(() => t.close());

const setup = (method: string, path: string, body?: unknown) =>
  apiCall(port, method, `setup/${path}`, manager, body);

/** Schedules the game's next instance, as staff do in the console. */
async function schedule() {
  const list = await setup('GET', `games/for-organization/${organizationId}`);
  const game = gameSetupListSchema.parse(list.body).games[0]!;
  const created = await setup(
    'POST',
    `game/${game.id}/instances/for-organization/${organizationId}`,
    game.next,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { gameId: game.id, instance: instanceRowSchema.parse(created.body) };
}

describe('cancelling a scheduled draw a player prepaid for (issue 25)', () => {
  it('refunds the draw it would have held, e-mails the player, counts it; the other dates follow the schedule', async () => {
    const client = await moneyClient(t);
    const { paymentId } = await prepaidGroup(client, await openInstanceId(t, 'goldrush'), 4);
    const { gameId, instance: first } = await schedule();
    const { instance: second } = await schedule();
    const before = (await prepaymentsOf(client))[0]!;
    expect(before.Draws.map((draw) => draw.DrawAt).slice(1, 3)).toEqual([
      new Date(first.drawAt).toISOString(),
      new Date(second.drawAt).toISOString(),
    ]);

    const cancelled = await setup(
      'POST',
      `game/${gameId}/instance/${first.id}/cancel/for-organization/${organizationId}`,
      { reason: 'Venue closed for repairs' },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(instanceCancelResultSchema.parse(cancelled.body)).toMatchObject({
      voidedPayments: 1,
      refundedCents: 200,
    });

    const after = (await prepaymentsOf(client))[0]!;
    expect(after.Draws.map((draw) => draw.Status)).toEqual([
      'Entered',
      'Refunded',
      'Pending',
      'Pending',
    ]);
    expect(after).toMatchObject({ RefundableDraws: 2, RefundableAmount: 400, RefundedAmount: 200 });
    // The next draw paid for is the one still scheduled, no longer the cancelled one's time.
    expect(after.Draws[2]!.DrawAt).toBe(new Date(second.drawAt).toISOString());
    expect(after.PaidThrough).toBe(after.Draws[3]!.DrawAt);
    expect(await sandboxRefunded(t, paymentId)).toBe(200);
    const mail = await sql<{ subject: string }>`select subject from mail_outbox
      where to_address = ${client.player.email} and subject like '%prepaid draws are refunded'`.execute(
      t.database.db,
    );
    expect(mail.rows).toHaveLength(1);
  });
});
