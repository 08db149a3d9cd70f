import { currentStatusSchema } from '@charity/domain/api/game-instance';
import { paymentResultSchema, receiptSchema } from '@charity/domain/payments/payment-api';
import { reconciliationReportSchema, salesReportSchema } from '@charity/domain/reports/report-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { getAs, type TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
} from '../payments/money-fixtures';
import { reportJson, type Headers } from '../reports/report-fixtures';

// The goldrush demo: one number $2.00, or 3 for $5.00, 5 for $8.00; at most 10 a player.
let t: TestApp;
let instanceId: string;
let organizationId: string;
let admin: Headers;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
  organizationId = await t.organizationId('goldrush');
  admin = await adminHeaders(t, 'goldrush');
});
afterAll(() => t.close());

const counts = async (playerId: string) => {
  const row = await t.database.db
    .selectFrom('accounts as a')
    .select((eb) => [
      eb
        .selectFrom('payments')
        .select(eb.fn.countAll().as('n'))
        .where('player_id', '=', playerId)
        .as('payments'),
      eb
        .selectFrom('player_numbers')
        .select(eb.fn.countAll().as('n'))
        .where('player_id', '=', playerId)
        .as('numbers'),
    ])
    .where('a.id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { payments: Number(row.payments), numbers: Number(row.numbers) };
};

async function buy(client: Awaited<ReturnType<typeof moneyClient>>, body: object) {
  return client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Payment: { Token: await cardToken(client) },
    ...body,
  });
}

describe('price bundles', () => {
  it('are on the current status with the single TicketPrice beside them', async () => {
    const response = await getAs(
      t.app,
      'goldrush',
      `/api/organization/current-status/byid/${organizationId}?includeGameInstance=true`,
    );
    const instance = currentStatusSchema.parse(response.json()).CurrentGameInstance;
    expect(instance?.TicketPrice).toBe(200);
    expect(instance?.Bundles).toEqual([
      { Numbers: 3, Price: 500 },
      { Numbers: 5, Price: 800 },
    ]);
  });

  it('charges the bundle price once, gives its numbers and names it on receipt, mail and reports', async () => {
    const client = await moneyClient(t);
    const response = await buy(client, { Quantity: 3, Bundle: { Numbers: 3, Price: 500 } });
    expect(response.statusCode, response.body).toBe(200);
    const result = paymentResultSchema.parse(response.json());
    expect(result.Status).toBe('Succeeded');
    expect(result.Amount).toBe(500);
    expect(result.PlayerNumberGroups[0]?.PlayerNumbers).toHaveLength(3);
    const charges = await t.database.db
      .selectFrom('sandbox_charges')
      .select('amount_cents')
      .where('payment_id', '=', result.PaymentId)
      .execute();
    expect(charges.map((c) => Number(c.amount_cents))).toEqual([500]);

    const receipt = receiptSchema.parse(
      (
        await client.get(`/api/payment/by-player/${client.player.id}/receipt/${result.PaymentId}`)
      ).json(),
    );
    expect(receipt.Bundle).toEqual({ Numbers: 3, Price: 500 });
    expect(receipt.Amount).toBe(500);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', client.player.email)
      .execute();
    expect(mail.some((m) => m.text_body.includes('3 numbers for $5.00 ($1.67 a number)'))).toBe(
      true,
    );

    const query = { gameInstanceId: instanceId };
    const sales = await reportJson(
      t,
      admin,
      { kind: 'sales', organizationId, query },
      salesReportSchema,
    );
    expect(sales.Bundles).toContainEqual(
      expect.objectContaining({ GameInstanceId: instanceId, Numbers: 3, Price: 500 }),
    );
    const reconciliation = await reportJson(
      t,
      admin,
      { kind: 'reconciliation', organizationId, query },
      reconciliationReportSchema,
    );
    expect(reconciliation.Differences).toEqual([]);
    expect(reconciliation.Reconciles).toBe(true);
  });

  it('refuses a bundle not in force (changed price, unknown size) with nothing written', async () => {
    const client = await moneyClient(t);
    const before = await counts(client.player.id);
    for (const Bundle of [
      { Numbers: 3, Price: 400 },
      { Numbers: 4, Price: 500 },
    ]) {
      const body = expectApiError(await buy(client, { Quantity: Bundle.Numbers, Bundle }), 409);
      expect(body.Code).toBe('BundleNotInForce');
      expect(body.Message).toContain('3 for $5.00, 5 for $8.00');
    }
    // Quantity other than the bundle's size: a 400 from the schema.
    expectApiError(await buy(client, { Quantity: 2, Bundle: { Numbers: 3, Price: 500 } }), 400);
    expect(await counts(client.player.id)).toEqual(before);
  });

  it('keeps MaxNumbersPerPlayer: a bundle beyond it is refused and charges nothing', async () => {
    const client = await moneyClient(t);
    const five = { Quantity: 5, Bundle: { Numbers: 5, Price: 800 } };
    expect((await buy(client, five)).statusCode).toBe(200);
    expect((await buy(client, five)).statusCode).toBe(200);
    const before = await counts(client.player.id);
    const refused = await buy(client, { Quantity: 3, Bundle: { Numbers: 3, Price: 500 } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await counts(client.player.id)).toEqual(before);
  });
});
