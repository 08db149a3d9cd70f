import { paymentResultSchema, receiptSchema } from '@charity/domain/payments/payment-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type Slug,
} from './money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildMoneyApp();
});
afterAll(() => t.close());

/** Buys one number for a new player of `slug` and answers the receipt's number. */
async function buyOne(slug: Slug): Promise<number> {
  const client = await moneyClient(t, slug);
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, slug),
    Quantity: 1,
    Payment: { Token: await cardToken(client) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { PaymentId } = paymentResultSchema.parse(response.json());
  const receipt = await client.get(
    `/api/payment/by-player/${client.player.id}/receipt/${PaymentId}`,
  );
  const { ReceiptNumber } = receiptSchema.parse(receipt.json());
  expect(ReceiptNumber).toMatch(/^\d{8}$/);
  return Number(ReceiptNumber);
}

describe('receipt numbers (issue 12)', () => {
  it('run per organization, one after the other, not across organizations', async () => {
    const goldrush = [await buyOne('goldrush'), await buyOne('goldrush')];
    const fiftyfifty = [await buyOne('fiftyfifty'), await buyOne('fiftyfifty')];
    const third = await buyOne('goldrush');
    // Each organization counts its own receipts: the other's sales leave no gap.
    expect(goldrush[1]).toBe((goldrush[0] ?? 0) + 1);
    expect(third).toBe((goldrush[1] ?? 0) + 1);
    expect(fiftyfifty[1]).toBe((fiftyfifty[0] ?? 0) + 1);
    // A fresh database: both start at 1.
    expect(goldrush[0]).toBe(1);
    expect(fiftyfifty[0]).toBe(1);
  });

  it('are unique within an organization, enforced by the database', async () => {
    const rows = await t.database.db
      .selectFrom('receipts')
      .select(['organization_id', 'receipt_number'])
      .execute();
    const keys = rows.map((row) => `${row.organization_id}:${row.receipt_number}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [first] = rows;
    if (!first) throw new Error('receipts were issued above');
    await expect(
      t.database.db
        .updateTable('receipts')
        .set({ receipt_number: first.receipt_number })
        .where('organization_id', '=', first.organization_id)
        .where('receipt_number', '!=', first.receipt_number)
        .execute(),
    ).rejects.toThrow(/receipts_organization_number_key/);
  });
});
