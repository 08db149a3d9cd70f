import { prizeClaimSchema } from '@charity/domain/prizes/claim-api';
import { drawsReportSchema } from '@charity/domain/reports/report-api';
import { zonedDay } from '@charity/domain/reports/zoned-timestamp';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runManualDraw, type GameUnderTest } from '../draws/draw-fixtures';
import { postExtraDraw, runEarlyBird, staffHeaders } from '../draws/money-draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { aroundToday, reportJson } from '../reports/report-fixtures';
import { claimGame, insertDrawnExtra, listClaims } from './claim-fixtures';

type Headers = Record<string, string>;
let t: TestApp;
let game: GameUnderTest;
let manager: Headers;
let auditor: Headers;
let otherManager: Headers;
let extraId: string;

beforeAll(async () => {
  ({ t, game, manager, auditor, otherManager } = await claimGame([2, 3, 5, 7]));
  extraId = await runEarlyBird(t, manager, game, 5_000);
  await runManualDraw(t, manager, game.organizationId, game.instanceId);
});
afterAll(() => t.close());

const drawnExtra = (name: string, daysAgo: number, prizeCents: number) =>
  insertDrawnExtra(t, game, name, daysAgo, prizeCents);

const step = (
  name: string,
  drawId: string,
  extra: Record<string, unknown> = {},
  headers = manager,
  organizationId = game.organizationId,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/draw/prize-claim/${name}`,
    headers,
    payload: { OrganizationId: organizationId, DrawId: drawId, ...extra },
  });

const list = (headers = manager) => listClaims(t, headers, game.organizationId);

const claimAudits = (drawId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'details', 'occurred_at'])
    .where('subject_type', '=', 'prize-claim')
    .where('subject_id', '=', drawId)
    .orderBy('id')
    .execute();

describe('prize claims', () => {
  it('lists the main draw and the extra draw, each open with its deadline', async () => {
    const { Prizes, ClaimDays } = await list(auditor);
    expect(ClaimDays).toBe(30);
    const extra = Prizes.find((p) => p.DrawId === extraId);
    const main = Prizes.find((p) => p.DrawId === game.instanceId);
    expect(extra).toMatchObject({ Kind: 'Extra', PrizeName: 'Early bird', State: 'Open' });
    expect(extra?.Prize).toBe(5_000);
    expect(main).toMatchObject({ Kind: 'Main', State: 'Open', PrizeName: null });
    const days = (Date.parse(main?.Deadline ?? '') - Date.parse(main?.DrawnAt ?? '')) / 86_400_000;
    expect(days).toBe(30);
  });

  it('names the winner in full to staff, with e-mail and phone only to who records claims', async () => {
    const winner = await t.database.db
      .selectFrom('draws')
      .innerJoin('accounts', 'accounts.id', 'draws.winner_player_id')
      .select(['first_name', 'last_name', 'email', 'phone'])
      .where('draws.game_instance_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    const fullName = `${winner.first_name} ${winner.last_name}`;
    const owner = await staffHeaders(t, 'fiftyfifty', 'owner');
    for (const headers of [manager, owner]) {
      const main = (await list(headers)).Prizes.find((p) => p.DrawId === game.instanceId);
      expect(main?.Winner).toEqual({
        FullName: fullName,
        Email: winner.email,
        Phone: winner.phone,
      });
    }
    // Auditors read claims, not the winner's contact details (personal data).
    const read = (await list(auditor)).Prizes.find((p) => p.DrawId === game.instanceId);
    expect(read?.Winner).toEqual({ FullName: fullName });
    const raw = await t.app.inject({
      url: `/api/draw/prize-claim/for-organization/${game.organizationId}`,
      headers: auditor,
    });
    expect(raw.body).not.toContain(winner.email);
    // Support does not read claims at all.
    const support = await staffHeaders(t, 'fiftyfifty', 'support');
    const refused = await t.app.inject({
      url: `/api/draw/prize-claim/for-organization/${game.organizationId}`,
      headers: support,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses steps out of order with 409 and changes nothing', async () => {
    expect(expectApiError(await step('identity', extraId), 409).Code).toBe('Conflict');
    const pay = expectApiError(await step('pay', extraId, { Method: 'Cash' }), 409);
    expect(pay.Message).toMatch(/IdentityChecked/);
    const early = expectApiError(
      await step('unclaimed', extraId, { Outcome: 'AddedToNextPot' }),
      409,
    );
    expect(early.Message).toMatch(/has until/);
    expect((await list()).Prizes.find((p) => p.DrawId === extraId)?.State).toBe('Open');
    expect(await claimAudits(extraId)).toHaveLength(0);
  });

  it('takes every step of an extra-draw prize once, each audited before and after', async () => {
    const [first, second] = await Promise.all([
      step('contact', extraId, { Note: 'Phoned at 7 pm' }),
      step('contact', extraId, { Note: 'Phoned at 7 pm' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = await step('identity', extraId, { Note: "Driver's licence seen" });
    expect(prizeClaimSchema.parse(ok.json()).State).toBe('IdentityChecked');
    const zone = prizeClaimSchema.parse(ok.json()).TimeZone;
    const paidOn = zonedDay(new Date().toISOString(), zone);
    const paid = await step('pay', extraId, { Method: 'Cheque', PaidOn: paidOn });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(prizeClaimSchema.parse(paid.json())).toMatchObject({
      State: 'Paid',
      PaidMethod: 'Cheque',
      PaidOn: paidOn,
    });
    expectApiError(await step('pay', extraId, { Method: 'Cheque' }), 409);
    expectApiError(await step('unclaimed', extraId, { Outcome: 'PerRules' }), 409);

    const audits = await claimAudits(extraId);
    expect(audits.map((row) => row.action)).toEqual([
      'prize-claim-contact',
      'prize-claim-identity',
      'prize-claim-pay',
    ]);
    const [contact, , pay] = audits;
    expect(contact?.details).toMatchObject({
      before: { state: 'Open' },
      after: { state: 'Contacted' },
      note: 'Phoned at 7 pm',
    });
    expect(pay?.details).toMatchObject({
      before: { state: 'IdentityChecked' },
      after: { state: 'Paid', method: 'Cheque', paidOn },
    });
    expect(new Set(audits.map((row) => row.actor)).size).toBe(1);
  });

  it('refuses a payment date in the future (400)', async () => {
    await step('contact', game.instanceId);
    await step('identity', game.instanceId);
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = expectApiError(
      await step('pay', game.instanceId, { Method: 'Transfer', PaidOn: future }),
      400,
    );
    expect(body.Errors?.[0]?.Path).toBe('PaidOn');
  });

  it('marks the main draw paid for the reports and the old prize-paid call', async () => {
    const paid = await step('pay', game.instanceId, { Method: 'Transfer' });
    expect(paid.statusCode, paid.body).toBe(200);
    const draw = await t.database.db
      .selectFrom('draws')
      .select('prize_paid_at')
      .where('game_instance_id', '=', game.instanceId)
      .executeTakeFirstOrThrow();
    expect(draw.prize_paid_at).not.toBeNull();
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/draw/prize-paid',
      headers: manager,
      payload: { OrganizationId: game.organizationId, GameInstanceId: game.instanceId },
    });
    expect(expectApiError(legacy, 409).Message).toMatch(/already recorded as paid/);
  });

  it("refuses another organization's prize (404) and an auditor (403)", async () => {
    const other = await step(
      'contact',
      extraId,
      {},
      otherManager,
      await t.organizationId('goldrush'),
    );
    expectApiError(other, 404);
    const foreign = await step('contact', extraId, {}, otherManager);
    expect(foreign.statusCode).toBe(403);
    expectApiError(await step('contact', extraId, {}, auditor), 403);
  });

  it('declares an unclaimed prize after its deadline, with what happens to it', async () => {
    const second = await postExtraDraw(t, manager, game, {
      Name: 'Second prize',
      Prize: { Kind: 'Fixed', Amount: 2_000 },
    });
    // The instance is drawn: adding is refused, so age the first extra draw's claim instead.
    expect(second.statusCode).toBe(409);
    const late = { id: await drawnExtra('Second prize', 40, 2_000) };
    await step('contact', late.id);
    // "Added to the next pot" moves money: pot-carry.test.ts.
    const answer = await step('unclaimed', late.id, { Outcome: 'PerRules', Note: 'Rules 9' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(prizeClaimSchema.parse(answer.json())).toMatchObject({
      State: 'Unclaimed',
      UnclaimedOutcome: 'PerRules',
      CarriedTo: null,
    });
    expectApiError(await step('identity', late.id), 409);
    // The database keeps the order too: no payment of an unclaimed prize.
    await expect(
      sql`update prize_claims set paid_at = now(), status = 'Paid' where draw_id = ${late.id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow();
  });

  it('lists an extra-draw prize in the unclaimed prizes until draw/prize-paid records it', async () => {
    const id = await drawnExtra('Third prize', 0, 1_500);
    await step('contact', id);
    await step('identity', id);
    const report = () =>
      reportJson(
        t,
        manager,
        { kind: 'draws', organizationId: game.organizationId, query: aroundToday() },
        drawsReportSchema,
      );
    const before = await report();
    expect(before.UnclaimedPrizes.map((row) => row.GameInstanceId)).toContain(id);
    const paid = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/draw/prize-paid',
        headers: manager,
        payload: { OrganizationId: game.organizationId, GameInstanceId: id },
      });
    const [one, two] = await Promise.all([paid(), paid()]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const after = await report();
    expect(after.UnclaimedPrizes.map((row) => row.GameInstanceId)).not.toContain(id);
    expect(after.UnclaimedAmount).toBe(before.UnclaimedAmount - 1_500);
    expect((await list()).Prizes.find((p) => p.DrawId === id)?.State).toBe('Paid');
  });
});
