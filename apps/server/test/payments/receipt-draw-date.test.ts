import { receiptSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { buy } from '../protection/protection-fixtures';
import { buildMoneyApp, moneyClient, openInstanceId } from './money-fixtures';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
});
afterAll(() => t.close());

// The mailed receipt gives a single draw's date; the one the screens show must too (issue 28).
describe('a receipt read back', () => {
  it('says when its draw takes place, and in which zone', async () => {
    const client = await moneyClient(t, 'goldrush');
    const paid = await buy(client, instanceId, 1);
    expect(paid.statusCode, paid.body).toBe(200);
    const { PaymentId } = paid.json<{ PaymentId: string }>();
    const response = await client.get(
      `/api/payment/by-player/${client.player.id}/receipt/${PaymentId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const receipt = receiptSchema.parse(response.json());
    const instance = await t.database.db
      .selectFrom('game_instances as i')
      .innerJoin('games as g', 'g.id', 'i.game_id')
      .select(['i.draw_at', 'g.time_zone'])
      .where('i.id', '=', instanceId)
      .executeTakeFirstOrThrow();
    expect(instance.draw_at).not.toBeNull();
    expect(receipt.DrawOn).toBe(new Date(instance.draw_at ?? 0).toISOString());
    expect(receipt.TimeZone).toBe(instance.time_zone);
  });
});
