import { apiErrorBodySchema } from '@charity/domain/api/errors';
import { paymentResultSchema, type PaymentResult } from '@charity/domain/payments/payment-api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeSales } from '../../src/lifecycle/close-sales';
import { toWallTime } from '../../src/setup/game-clock';
import type { TestApp } from '../helpers/test-app';
import {
  cardToken,
  ids,
  instancePot,
  moneyClient,
  openInstanceId,
  type MoneyClient,
} from '../payments/money-fixtures';
import { assignedGroup, prepay } from '../prepaid/prepaid-fixtures';
import { buildReportApp } from '../reports/report-fixtures';
import { instanceGame } from './instance-game';
import { staffHeaders } from './staff-headers';

// Many card payments at once on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The sales extension (issue 27) crossed with every path that touches the same rows at the
 * same moment: purchases, a staff void, a prepayment over three draws, a bank check approved
 * after the old close, and the scheduler's sales close. Checked in the database afterwards.
 */
const BANK_CHECK_CARD = '4000 0025 0000 3155';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let organizationId: string;
let gameId: string;
let instanceId: string;
let timeZone: string;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await buildReportApp();
  organizationId = await t.organizationId('goldrush');
  instanceId = await openInstanceId(t, 'goldrush');
  ({ gameId, timeZone } = await instanceGame(t, instanceId));
  manager = await staffHeaders(t, 'goldrush', 'manager');
});
afterAll(() => t.close());

const wall = (at: number) => toWallTime(new Date(at), timeZone);

/** Sales close in `ms` from the database's now; the draw an hour later. */
async function closeIn(ms: number): Promise<number> {
  const { rows } = await sql<{ close: Date }>`update game_instances
    set sales_close_at = now() + ${`${ms} milliseconds`}::interval,
      draw_at = now() + ${`${ms} milliseconds`}::interval + interval '1 hour'
    where id = ${instanceId} returning sales_close_at as close`.execute(t.database.db);
  return rows[0]!.close.getTime();
}

const extend = (newClose: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/setup/game/${gameId}/instance/${instanceId}/extend-sales/for-organization/${organizationId}`,
    headers: manager,
    payload: {
      salesCloseAt: wall(newClose),
      drawAt: wall(newClose + HOUR),
      reason: 'A big night: the hall is still full',
    },
  });

/** A purchase as the app makes it; answers the payment or the refusal, never throws. */
async function buy(client: MoneyClient, quantity: number, card?: string) {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: instanceId,
    Quantity: quantity,
    Payment: { Token: await cardToken(client, card) },
  });
  if (response.statusCode === 200) return paymentResultSchema.parse(response.json());
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  return apiErrorBodySchema.parse(response.json());
}

const succeeded = (results: unknown[]) =>
  results.filter((r): r is PaymentResult => (r as PaymentResult).Status === 'Succeeded');

async function books() {
  const { rows } = await sql<{ status: string; close: Date; entries: string; extensions: string }>`
    select i.status, i.sales_close_at as close,
      (select count(*) from instance_entries e where e.game_instance_id = i.id and e.paid) as entries,
      (select count(*) from audit_log a where a.subject_id = i.id::text
        and a.action = 'game-instance.sales-extended') as extensions
    from game_instances i where i.id = ${instanceId}`.execute(t.database.db);
  const row = rows[0]!;
  return {
    status: row.status,
    close: row.close.getTime(),
    entries: Number(row.entries),
    extensions: Number(row.extensions),
    pot: await instancePot(t, instanceId),
  };
}

/** Payments of these players that kept numbers in this instance without a succeeded charge. */
async function entriesWithoutMoney() {
  const { rows } = await sql<{ count: string }>`select count(*) from instance_entries e
    join payments p on p.id = e.payment_id
    where e.game_instance_id = ${instanceId} and e.paid and p.status <> 'succeeded'`.execute(
    t.database.db,
  );
  return Number(rows[0]!.count);
}

describe('extending sales while money moves on the same draw (issue 27)', () => {
  it('keeps every purchase, void, prepayment and bank check made across the old close', async () => {
    const oldClose = await closeIn(20_000);
    const [voidable, payer, approver, ...buyers] = await Promise.all(
      Array.from({ length: 7 }, () => moneyClient(t, 'goldrush')),
    );
    const paid = await buy(voidable!, 2);
    expect(paid.Status).toBe('Succeeded');
    const atBank = (await buy(approver!, 1, BANK_CHECK_CARD)) as PaymentResult;
    expect(atBank.Status).toBe('RequiresAction');
    const group = await assignedGroup(payer!);
    const before = await books();

    // All at once: the extension, purchases, a void of one number, a three-draw prepayment.
    const ticket = (paid as PaymentResult).PlayerNumberGroups[0]!.PlayerNumbers[0]!.TicketNumber;
    const newClose = oldClose + DAY;
    const [extended, voided, prepaid, ...bought] = await Promise.all([
      extend(newClose),
      t.app.inject({
        method: 'POST',
        url: `/api/support/payment/${(paid as PaymentResult).PaymentId}/void/for-organization/${organizationId}`,
        headers: manager,
        payload: { TicketNumbers: [ticket], Reason: 'Bought the wrong number by mistake' },
      }),
      prepay(payer!, instanceId, group, 3),
      ...buyers.map((buyer, i) => buy(buyer, 1 + (i % 2))),
    ]);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(prepaid.statusCode, prepaid.body).toBe(200);
    expect(succeeded(bought)).toHaveLength(buyers.length);
    const voidAmount = (voided.json() as { Amount: number }).Amount;
    const prepaidToday = paymentResultSchema.parse(prepaid.json());
    expect(prepaidToday.Status).toBe('Succeeded');

    // The old close passes; the due close job finds the new time and sales stay open.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(oldClose + 500), {
      timeout: 30_000,
      interval: 200,
    });
    expect((await closeSales(t.database.db, instanceId)).closed).toBe(false);
    // The bank approves after the old close: a sale in an open draw, entered and kept.
    const chargeId = atBank.NextActionUrl?.split('/').pop() ?? '';
    const approved = await approver!.post(`/api/payments/sandbox/confirm/${chargeId}`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const late = await buy(buyers[0]!, 1);
    expect((late as PaymentResult).Status).toBe('Succeeded');
    const status = await approver!.get(
      `/api/payment/by-player/${approver!.player.id}/status/${atBank.PaymentId}`,
    );
    expect(paymentResultSchema.parse(status.json()).Status).toBe('Succeeded');

    const after = await books();
    const newMoney = [...succeeded(bought), prepaidToday, atBank, late as PaymentResult];
    // A prepayment brings only this draw's share to this pot (its own draw payment); the rest
    // waits for its draws.
    const { rows } = await sql<{ amount: string }>`select coalesce(sum(m.amount_cents), 0) as amount
      from pot_movements m join payments p on p.id = m.payment_id
      where m.game_instance_id = ${instanceId} and p.player_id = ${payer!.player.id}`.execute(
      t.database.db,
    );
    const prepaidShare = Number(rows[0]!.amount);
    expect(prepaidShare).toBeGreaterThan(0);
    expect(prepaidShare).toBeLessThan(prepaidToday.Amount);
    const bundled = (r: PaymentResult) => r.PlayerNumberGroups.flatMap((g) => g.PlayerNumbers);
    expect(after).toEqual({
      status: 'Open',
      close: after.close,
      entries:
        before.entries + newMoney.reduce((sum, r) => sum + bundled(r).length, 0) - 1 /* voided */,
      extensions: before.extensions + 1,
      pot:
        before.pot +
        [...succeeded(bought), atBank, late as PaymentResult].reduce((s, r) => s + r.Amount, 0) +
        prepaidShare -
        voidAmount,
    });
    expect(wall(after.close)).toBe(wall(newClose));
    expect(await entriesWithoutMoney()).toBe(0);
  });

  it('a due close racing the extension: one of them wins, and the purchases agree with it', async () => {
    const oldClose = await closeIn(1_000);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => moneyClient(t, 'goldrush')));
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(oldClose + 100), {
      timeout: 10_000,
      interval: 50,
    });
    const before = await books();
    const [closing, extended, ...bought] = await Promise.all([
      closeSales(t.database.db, instanceId),
      extend(oldClose + DAY),
      ...buyers.map((buyer) => buy(buyer, 1)),
    ]);
    const after = await books();
    const sold = succeeded(bought);
    if (closing.closed) {
      // The close came first: the times never change afterwards, and nothing was sold late.
      expect(extended.statusCode, extended.body).toBe(409);
      expect(after.status).toBe('SalesClosed');
      expect(after.extensions).toBe(before.extensions);
      expect(sold).toEqual([]);
    } else {
      expect(extended.statusCode, extended.body).toBe(200);
      expect(after.status).toBe('Open');
      expect(after.extensions).toBe(before.extensions + 1);
    }
    // Whatever won, every purchase is either kept whole or refused with nothing kept.
    expect(after.entries).toBe(before.entries + sold.length);
    expect(after.pot).toBe(before.pot + sold.reduce((sum, r) => sum + r.Amount, 0));
    expect(await entriesWithoutMoney()).toBe(0);
    const refused = bought.length - sold.length;
    const { rows } = await sql<{ count: string }>`select count(*) from payments
      where game_instance_id = ${instanceId} and status = 'succeeded'
        and player_id in (${sql.join(buyers.map((b) => b.player.id))})`.execute(t.database.db);
    expect(Number(rows[0]!.count)).toBe(bought.length - refused);
  });
});
