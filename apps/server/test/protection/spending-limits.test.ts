import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { buildMoneyApp, ids, moneyClient, openInstanceId } from '../payments/money-fixtures';
import { buy, letHoursPass, protectionOf, protectionUrl } from './protection-fixtures';

// Several card payments a test: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let instanceId: string;
let fiftyFiftyInstanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
  fiftyFiftyInstanceId = await openInstanceId(t, 'fiftyfifty');
});
afterAll(() => t.close());

describe('spending limits', () => {
  it('refuses the purchase that would pass a weekly limit of $20, and nothing is kept', async () => {
    const client = await moneyClient(t, 'fiftyfifty');
    const set = await client.put('/api/player/spending-limit', {
      ...ids(client),
      Period: 'Weekly',
      Amount: 2000,
    });
    expect(set.statusCode).toBe(200);
    expect(protectionOf(set).SpendingLimits).toContainEqual({
      Period: 'Weekly',
      Amount: 2000,
      Spent: 0,
      Pending: null,
    });
    // Fifty-fifty numbers are $5.00: 2 + 1 spend $15.00; 2 more would make $25.00.
    expect((await buy(client, fiftyFiftyInstanceId, 2)).statusCode).toBe(200);
    expect((await buy(client, fiftyFiftyInstanceId, 1)).statusCode).toBe(200);
    const refused = expectApiError(await buy(client, fiftyFiftyInstanceId, 2), 403);
    expect(refused.Code).toBe('SpendingLimitReached');
    expect(refused.Message).toContain('weekly spending limit of $20.00');
    // A player who reads French reads the refusal in French (issue 25).
    await t.database.db
      .updateTable('accounts')
      .set({ locale: 'fr' })
      .where('id', '=', client.player.id)
      .execute();
    const refusedFr = expectApiError(await buy(client, fiftyFiftyInstanceId, 2), 403);
    expect(refusedFr.Message.replace(/\s/g, ' ')).toBe(
      'Ce paiement de 10,00 $ dépasserait votre limite de dépenses hebdomadaire de 20,00 $ (15,00 $ déjà dépensés).',
    );
    expect((await buy(client, fiftyFiftyInstanceId, 1)).statusCode).toBe(200);
    const numbers = await t.database.db
      .selectFrom('player_numbers')
      .select('ticket_number')
      .where('player_id', '=', client.player.id)
      .execute();
    expect(numbers).toHaveLength(4);
    expect(
      protectionOf(await client.get(protectionUrl(client))).SpendingLimits.find(
        (limit) => limit.Period === 'Weekly',
      )?.Spent,
    ).toBe(2000);
  });

  it('holds the limit when two purchases race for the last dollars', async () => {
    const client = await moneyClient(t);
    await client.put('/api/player/spending-limit', {
      ...ids(client),
      Period: 'Daily',
      Amount: 400,
    });
    const answers = await Promise.all([buy(client, instanceId, 2), buy(client, instanceId, 2)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
  });

  it('applies a lower limit at once and a higher one only after 24 hours', async () => {
    const client = await moneyClient(t);
    const limit = (Amount: number | null) =>
      client.put('/api/player/spending-limit', { ...ids(client), Period: 'Daily', Amount });
    await limit(1000);
    const raised = protectionOf(await limit(5000));
    const daily = raised.SpendingLimits.find((l) => l.Period === 'Daily');
    expect(daily?.Amount).toBe(1000);
    expect(daily?.Pending?.Amount).toBe(5000);
    expect(new Date(daily?.Pending?.EffectiveOn ?? 0).getTime() - Date.now()).toBeGreaterThan(
      23.9 * 3_600_000,
    );
    // Still $10.00 a day: 6 numbers ($12.00) are refused.
    expect(expectApiError(await buy(client, instanceId, 6), 403).Code).toBe('SpendingLimitReached');
    await letHoursPass(t, client, 23);
    expect((await buy(client, instanceId, 6)).statusCode).toBe(403);
    await letHoursPass(t, client, 2);
    expect((await buy(client, instanceId, 6)).statusCode).toBe(200);
    // Lowering bites at once.
    await limit(1300);
    expect((await buy(client, instanceId, 1)).statusCode).toBe(403);
  });

  it('refuses bad limits and other players', async () => {
    const client = await moneyClient(t);
    const other = await moneyClient(t);
    const put = (body: object) => client.put('/api/player/spending-limit', body);
    expectApiError(await put({ ...ids(client), Period: 'Hourly', Amount: 1000 }), 400);
    expectApiError(await put({ ...ids(client), Period: 'Daily', Amount: 0 }), 400);
    expectApiError(await put({ ...ids(client), Period: 'Daily', Amount: 12.5 }), 400);
    expectApiError(await put({ ...ids(client), Period: 'Daily', Amount: 1e12 }), 400);
    // "-5" and 99999999999 (in cents) are field errors in the spec's shape, never clamped.
    for (const Amount of [-500, 9_999_999_999_900]) {
      const refusal = expectApiError(await put({ ...ids(client), Period: 'Daily', Amount }), 400);
      expect(refusal.Errors?.map((error) => error.Path)).toContain('body.Amount');
    }
    expectApiError(await put({ ...ids(other), Period: 'Daily', Amount: 1000 }), 403);
    expectApiError(await client.get(protectionUrl(other)), 403);
  });

  it('lets an excluded player only lower a limit: a raise or a removal is refused', async () => {
    const client = await moneyClient(t);
    const put = (Period: string, Amount: number | null) =>
      client.put('/api/player/spending-limit', { ...ids(client), Period, Amount });
    expect((await put('Daily', 5000)).statusCode).toBe(200);
    const excluded = await client.post('/api/player/self-exclusion', {
      ...ids(client),
      Period: 'SixMonths',
    });
    expect(excluded.statusCode).toBe(200);
    for (const raise of [await put('Daily', 9000), await put('Daily', null)]) {
      const refusal = expectApiError(raise, 403);
      expect(refusal.Code).toBe('SelfExcluded');
      expect(refusal.Message).toMatch(/only lower/);
    }
    const lower = await put('Daily', 2000);
    expect(lower.statusCode).toBe(200);
    expect(protectionOf(lower).SpendingLimits).toContainEqual(
      expect.objectContaining({ Period: 'Daily', Amount: 2000, Pending: null }),
    );
    // A first limit where there was none is a lowering too.
    expect((await put('Weekly', 10000)).statusCode).toBe(200);
    const changes = await t.database.db
      .selectFrom('spending_limit_changes')
      .select('amount_cents')
      .where('player_id', '=', client.player.id)
      .orderBy('requested_at')
      .execute();
    expect(changes.map((row) => row.amount_cents)).toEqual([5000, 2000, 10000]);
  });
});
