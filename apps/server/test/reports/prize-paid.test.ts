import { randomUUID } from 'node:crypto';
import { prizePaidResponseSchema } from '@charity/domain/reports/prize-payout';
import { drawsReportSchema } from '@charity/domain/reports/report-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  bearerFor,
  goldRushSeed,
  payEntries,
  prepareGame,
  setSeed,
  type GameUnderTest,
  runManualDraw,
} from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { claimStepper } from '../prizes/claim-fixtures';
import { createPlayer, type TestPlayer } from '../identity/fixtures';
import { openInstanceId } from '../payments/money-fixtures';
import {
  aroundToday,
  buildReportApp,
  getReport,
  reportJson,
  type Headers,
} from './report-fixtures';

let t: TestApp;
let game: GameUnderTest;
let adminAccount: TestPlayer;
let admin: Headers;
beforeAll(async () => {
  t = await buildReportApp();
  game = await prepareGame(t, 'goldrush', { range: 10, manualDraw: true, share: 50 });
  await t.database.db
    .updateTable('game_instances')
    .set({ ticket_price_cents: 200 })
    .where('game_id', '=', game.gameId)
    .execute();
  adminAccount = await createPlayer(t.database.db, game.organizationId, { isAdmin: true });
  admin = await bearerFor(t, 'goldrush', adminAccount, true);
});
afterAll(() => t.close());

const prizePaid = (instanceId: string, headers = admin, organizationId = game.organizationId) =>
  t.app.inject({
    method: 'POST',
    url: '/api/draw/prize-paid',
    headers,
    payload: { OrganizationId: organizationId, GameInstanceId: instanceId },
  });

/** Draws the instance over these paid numbers, the winning number paid or not. */
async function drawInstance(instanceId: string, paid: number[], winnerPaid: boolean) {
  const current = { ...game, instanceId };
  const { seed } = goldRushSeed(instanceId, 10, paid, winnerPaid);
  await setSeed(t, instanceId, seed);
  await payEntries(t, current, paid);
  return runManualDraw(t, admin, game.organizationId, instanceId);
}

const draws = (query: Record<string, string>) =>
  reportJson(
    t,
    admin,
    { kind: 'draws', organizationId: game.organizationId, query },
    drawsReportSchema,
  );

let won: string;
let rolledOver: string;

describe('unclaimed prizes', () => {
  it('refuses an instance without a draw yet', async () => {
    const body = expectApiError(await prizePaid(game.instanceId), 409);
    expect(body.Message).toMatch(/not been drawn/);
  });

  it('lists a paid winner as unclaimed in every period until the prize is recorded', async () => {
    won = game.instanceId;
    const first = await drawInstance(won, [2, 3, 5, 7], true);
    expect(first).toMatchObject({ Outcome: 'PaidWinner', Prize: 400 });
    rolledOver = await openInstanceId(t, 'goldrush');
    const second = await drawInstance(rolledOver, [1], false);
    expect(second).toMatchObject({ Outcome: 'Rollover', Prize: 0 });

    const ofWinner = await draws({ gameInstanceId: won });
    expect(ofWinner.Draws).toEqual([
      expect.objectContaining({
        GameInstanceId: won,
        Prize: 400,
        PrizePaidAt: null,
        Unclaimed: true,
      }),
    ]);
    expect(ofWinner.UnclaimedPrizes).toEqual(ofWinner.Draws);
    expect(ofWinner.UnclaimedAmount).toBe(400);

    // Another period: its own draws, and still the organization's unclaimed prize.
    const ofRollover = await draws({ gameInstanceId: rolledOver });
    expect(ofRollover.Draws).toEqual([
      expect.objectContaining({ GameInstanceId: rolledOver, Unclaimed: false }),
    ]);
    expect(ofRollover.UnclaimedPrizes.map((row) => row.GameInstanceId)).toEqual([won]);
    expect(ofRollover.UnclaimedAmount).toBe(400);
    const ofDays = await draws(aroundToday());
    expect(ofDays.Draws.map((row) => [row.GameInstanceId, row.Unclaimed])).toEqual([
      [won, true],
      [rolledOver, false],
    ]);
  });

  it('is recorded by an administrator of the organization only', async () => {
    const player = await createPlayer(t.database.db, game.organizationId);
    const asPlayer = await bearerFor(t, 'goldrush', player, false);
    expectApiError(await prizePaid(won, asPlayer), 403);
    const otherAdmin = await adminHeaders(t, 'fiftyfifty');
    expectApiError(await prizePaid(won, otherAdmin), 403);
    // Their own organization does not hold this instance.
    const fiftyfifty = await t.organizationId('fiftyfifty');
    expectApiError(await prizePaid(won, otherAdmin, fiftyfifty), 404);
    expectApiError(await prizePaid(randomUUID()), 404);
    expect((await draws({ gameInstanceId: won })).UnclaimedAmount).toBe(400);
  });

  it('refuses a rollover: there is no prize to pay', async () => {
    const body = expectApiError(await prizePaid(rolledOver), 409);
    expect(body.Message).toMatch(/no paid winner/);
  });

  it('refuses to pay before the contact and identity check, and changes nothing', async () => {
    const step = claimStepper(t, admin, game.organizationId);
    const auditCount = async () =>
      (await t.database.db.selectFrom('audit_log').select('id').execute()).length;
    const audits = await auditCount();
    const unchecked = expectApiError(await prizePaid(won), 409);
    expect(unchecked.Message).toBe(
      "Record the winner's contact and identity check first, on the draw page.",
    );
    expect((await step('contact', won)).statusCode).toBe(200);
    const contacted = expectApiError(await prizePaid(won), 409);
    expect(contacted.Message).toBe(unchecked.Message);

    const claim = await t.database.db
      .selectFrom('prize_claims')
      .select(['status', 'identity_checked_at', 'paid_at'])
      .where('draw_id', '=', won)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ status: 'Contacted', identity_checked_at: null, paid_at: null });
    const report = await draws({ gameInstanceId: won });
    expect(report.Draws[0]).toMatchObject({ PrizePaidAt: null, Unclaimed: true });
    expect(report.UnclaimedAmount).toBe(400);
    // Only the contact step was audited: the refused payments wrote nothing.
    expect(await auditCount()).toBe(audits + 1);
    expect((await step('identity', won)).statusCode).toBe(200);
  });

  it('pays through the claim once, audited, and the prize leaves the unclaimed list', async () => {
    const answers = await Promise.all([prizePaid(won), prizePaid(won)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200);
    const paid = prizePaidResponseSchema.parse(ok?.json());
    expect(paid.GameInstanceId).toBe(won);
    const again = expectApiError(await prizePaid(won), 409);
    expect(again.Message).toBe('This prize is already recorded as paid');

    const report = await draws({ gameInstanceId: won });
    expect(report.Draws[0]).toMatchObject({ PrizePaidAt: paid.PrizePaidAt, Unclaimed: false });
    expect(report.UnclaimedPrizes).toEqual([]);
    expect(report.UnclaimedAmount).toBe(0);

    const stored = await t.database.db
      .selectFrom('draws')
      .select(['prize_paid_at', 'prize_paid_by'])
      .where('game_instance_id', '=', won)
      .executeTakeFirstOrThrow();
    expect(stored.prize_paid_by).toBe(adminAccount.id);
    expect(stored.prize_paid_at?.toISOString()).toBe(paid.PrizePaidAt);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor', 'details'])
      .where('action', '=', 'prize-claim-pay')
      .where('subject_id', '=', won)
      .execute();
    expect(audit).toEqual([
      {
        actor: adminAccount.id,
        details: expect.objectContaining({
          before: { state: 'IdentityChecked' },
          after: expect.objectContaining({ state: 'Paid', method: null }),
          prizeCents: 400,
        }),
      },
    ]);
    const claim = await t.database.db
      .selectFrom('prize_claims')
      .select(['status', 'paid_by', 'paid_method'])
      .where('draw_id', '=', won)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ status: 'Paid', paid_by: adminAccount.id, paid_method: null });
  });

  it('writes both sections and the payout columns to the CSV', async () => {
    const csv = await getReport(t, admin, {
      kind: 'draws',
      organizationId: game.organizationId,
      query: { ...aroundToday(), format: 'csv' },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.split('\r\n');
    expect(header?.startsWith('Section,GameInstanceId,')).toBe(true);
    expect(header?.endsWith(',VerificationPath,PrizePaidAt,Unclaimed')).toBe(true);
    expect(rows.filter((row) => row.startsWith('Draw,'))).toHaveLength(2);
    expect(rows.filter((row) => row.startsWith('Unclaimed,'))).toHaveLength(0);
    expect(rows.find((row) => row.startsWith(`Draw,${won},`))).toMatch(/,\d{4}-.+Z,false$/);
  });

  it('is documented in the OpenAPI description', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/draw/prize-paid'] ?? {})).toEqual(['post']);
  });
});
