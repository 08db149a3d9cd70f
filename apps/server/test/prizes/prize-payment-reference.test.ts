import { prizeClaimSchema, type PrizeClaim } from '@charity/domain/prizes/claim-api';
import { zonedDay } from '@charity/domain/reports/zoned-timestamp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runManualDraw, type GameUnderTest } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { claimGame, claimStepper, insertDrawnExtra, listClaims } from './claim-fixtures';

/**
 * A prize's payment as the charity's books need it: the cheque number or transfer reference,
 * and the day it was paid (in the game's time zone, an earlier day allowed), stored on the
 * claim, audited, and read back with it.
 */
type Headers = Record<string, string>;
let t: TestApp;
let game: GameUnderTest;
let manager: Headers;
let otherManager: Headers;
/** Drawn five days ago: a payment may be dated any day since. */
let olderId: string;
let zone: string;

const DAY = 86_400_000;
/** The calendar day `ms` from now, in the game's time zone. */
const day = (ms: number) => zonedDay(new Date(Date.now() + ms).toISOString(), zone);

const step = (name: string, drawId: string, extra: Record<string, unknown> = {}) =>
  claimStepper(t, manager, game.organizationId)(name, drawId, extra);

const claimOf = async (drawId: string): Promise<PrizeClaim | undefined> =>
  (await listClaims(t, manager, game.organizationId)).Prizes.find((p) => p.DrawId === drawId);

const payAudits = (drawId: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['details'])
    .where('action', '=', 'prize-claim-pay')
    .where('subject_id', '=', drawId)
    .execute();

beforeAll(async () => {
  ({ t, game, manager, otherManager } = await claimGame([2, 3, 5, 7]));
  await runManualDraw(t, manager, game.organizationId, game.instanceId);
  olderId = await insertDrawnExtra(t, game, 'Early bird', 5, 2_500);
  for (const drawId of [game.instanceId, olderId]) {
    expect((await step('contact', drawId)).statusCode).toBe(200);
    expect((await step('identity', drawId)).statusCode).toBe(200);
  }
  zone = prizeClaimSchema.parse((await claimOf(olderId)) ?? {}).TimeZone;
});
afterAll(() => t.close());

describe('a prize paid with its reference and day', () => {
  it('refuses a bad reference or day in the error shape, and records nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ Reference: 'cheque \u0000 1234' }, 'Reference'],
      [{ Reference: 'x'.repeat(1_000_000) }, 'Reference'],
      [{ Reference: 'x'.repeat(61) }, 'Reference'],
      [{ Reference: '   ' }, 'Reference'],
      [{ Reference: 'line\u0007bell' }, 'Reference'],
      [{ PaidOn: day(2 * DAY) }, 'PaidOn'],
      [{ PaidOn: '0000-06-01' }, 'PaidOn'],
      [{ PaidOn: '2026-02-30' }, 'PaidOn'],
      [{ PaidOn: new Date().toISOString() }, 'PaidOn'],
      [{ PaidOn: day(-6 * DAY) }, 'PaidOn'],
    ];
    for (const [extra, path] of refusals) {
      const answer = await step('pay', olderId, { Method: 'Cheque', ...extra });
      const body = expectApiError(answer, 400);
      expect(JSON.stringify(body.Errors ?? body.Message), answer.body.slice(0, 300)).toContain(
        path,
      );
    }
    // The main draw was drawn today: yesterday is before its day.
    const before = expectApiError(
      await step('pay', game.instanceId, { Method: 'Cash', PaidOn: day(-DAY) }),
      400,
    );
    expect(before.Errors?.[0]?.Path).toBe('PaidOn');
    expect((await claimOf(olderId))?.State).toBe('IdentityChecked');
    expect((await claimOf(game.instanceId))?.State).toBe('IdentityChecked');
    expect(await payAudits(olderId)).toHaveLength(0);
  });

  it('refuses a payment in French with French words', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/draw/prize-claim/pay',
      headers: { ...manager, 'accept-language': 'fr' },
      payload: {
        OrganizationId: game.organizationId,
        DrawId: olderId,
        Method: 'Cheque',
        PaidOn: day(2 * DAY),
      },
    });
    expect(expectApiError(answer, 400).Message).toMatch(/date du paiement/);
  });

  it("answers 404 for another organization's draw", async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/draw/prize-claim/pay',
      headers: otherManager,
      payload: {
        OrganizationId: await t.organizationId('goldrush'),
        DrawId: olderId,
        Method: 'Cheque',
        Reference: '1234',
      },
    });
    expectApiError(other, 404);
  });

  it('stores, audits and returns the reference and an earlier day; a replay changes nothing', async () => {
    const paidOn = day(-3 * DAY);
    const paid = await step('pay', olderId, {
      Method: 'Cheque',
      Reference: '  No. 1234 ',
      PaidOn: paidOn,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const expected = {
      State: 'Paid',
      PaidMethod: 'Cheque',
      PaidReference: 'No. 1234',
      PaidOn: paidOn,
    };
    expect(prizeClaimSchema.parse(paid.json())).toMatchObject(expected);
    expect(await claimOf(olderId)).toMatchObject(expected);
    const [audit] = await payAudits(olderId);
    expect(audit?.details).toMatchObject({
      before: { state: 'IdentityChecked' },
      after: { state: 'Paid', method: 'Cheque', paidOn, reference: 'No. 1234' },
    });

    const replay = await step('pay', olderId, {
      Method: 'Transfer',
      Reference: 'EFT-99',
      PaidOn: day(0),
    });
    expect(expectApiError(replay, 409).Message).toMatch(/already recorded as paid/);
    expect(await claimOf(olderId)).toMatchObject(expected);
    expect(await payAudits(olderId)).toHaveLength(1);
  });

  it("dates a payment today in the game's time zone when no day is given", async () => {
    const paid = await step('pay', game.instanceId, { Method: 'Transfer' });
    expect(paid.statusCode, paid.body).toBe(200);
    const claim = prizeClaimSchema.parse(paid.json());
    expect(claim).toMatchObject({ PaidMethod: 'Transfer', PaidReference: null });
    expect([day(-60_000), day(0)]).toContain(claim.PaidOn);
    const [audit] = await payAudits(game.instanceId);
    expect(audit?.details).toMatchObject({ after: { paidOn: claim.PaidOn, reference: null } });
  });
});
