import { claimPeriodSchema } from '@charity/domain/prizes/claim-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runManualDraw, type GameUnderTest } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { claimGame, listClaims } from './claim-fixtures';

type Headers = Record<string, string>;
let t: TestApp;
let game: GameUnderTest;
let manager: Headers;
let auditor: Headers;
let otherManager: Headers;

const setPeriod = (days: unknown, headers = manager, organizationId = game.organizationId) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/draw/prize-claim/period/for-organization/${organizationId}`,
    headers,
    payload: { ClaimDays: days },
  });

const list = (headers = manager) => listClaims(t, headers, game.organizationId);

const daysToDeadline = (prize: { Deadline: string; DrawnAt: string } | undefined) =>
  (Date.parse(prize?.Deadline ?? '') - Date.parse(prize?.DrawnAt ?? '')) / 86_400_000;

beforeAll(async () => {
  ({ t, game, manager, auditor, otherManager } = await claimGame([4, 6]));
  await runManualDraw(t, manager, game.organizationId, game.instanceId);
});
afterAll(() => t.close());

describe("the rules' claim period", () => {
  it('is set by a manager; open claims move their deadline, audited', async () => {
    // A claim already started keeps the deadline it was given until the period changes.
    await t.app.inject({
      method: 'POST',
      url: '/api/draw/prize-claim/contact',
      headers: manager,
      payload: { OrganizationId: game.organizationId, DrawId: game.instanceId },
    });
    const answer = await setPeriod(90);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(claimPeriodSchema.parse(answer.json())).toEqual({ ClaimDays: 90 });
    const after = await list(auditor);
    expect(after.ClaimDays).toBe(90);
    const main = after.Prizes.find((prize) => prize.DrawId === game.instanceId);
    expect(daysToDeadline(main)).toBe(90);
    expect(main?.TimeZone).toEqual(expect.any(String));
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'prize-claim.period-set')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({
      before: { claimDays: 30 },
      after: { claimDays: 90 },
      openClaimsMoved: 1,
    });
  });

  it('is read-only for an auditor (403), unknown to another organization, checked (400)', async () => {
    expectApiError(await setPeriod(10, auditor), 403);
    expect((await setPeriod(10, otherManager)).statusCode).toBe(403);
    expectApiError(await setPeriod(0), 400);
    expectApiError(await setPeriod(3651), 400);
    expectApiError(await setPeriod('ten'), 400);
    expect((await list()).ClaimDays).toBe(90);
  });
});
