import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { supportPlayerDetailSchema } from '@charity/domain/staff/support-api';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { MoneyClient } from '../payments/money-fixtures';
import { apiCall, type GoldrushOverHttp } from '../setup/goldrush-over-http';

/**
 * The moment between a draw's cancel and its lifecycle pass: the cancel is committed, its
 * voids have not reached the payments yet (a crash, a pass still running).
 */
export async function cancelledBeforeItsPass(t: TestApp, instanceId: string): Promise<void> {
  const staff = await t.database.db
    .selectFrom('accounts')
    .select('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('game_instances')
    .set({
      status: GameInstanceStatus.Cancelled,
      cancelled_at: new Date(),
      cancelled_by: staff.id,
      cancel_reason: 'Venue closed',
    })
    .where('id', '=', instanceId)
    .execute();
}

/** What support's player detail says of one payment: its status, refunds and whether a void is offered. */
export async function asSupportSees(
  served: GoldrushOverHttp,
  client: MoneyClient,
  paymentId: string,
) {
  const response = await apiCall(
    served.port,
    'GET',
    `support/player/${client.player.id}/for-organization/${served.organizationId}`,
    served.manager,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const detail = supportPlayerDetailSchema.parse(response.body);
  const item = detail.Payments.Payments.find((payment) => payment.PaymentId === paymentId);
  if (!item) throw new Error(`payment ${paymentId} not listed`);
  return item;
}
