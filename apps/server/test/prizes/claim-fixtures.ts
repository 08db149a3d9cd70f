import { prizeClaimListSchema, type PrizeClaimList } from '@charity/domain/prizes/claim-api';
import { expect } from 'vitest';
import { buildDrawApp, payEntries, prepareGame, type GameUnderTest } from '../draws/draw-fixtures';
import { backdateEntries, staffHeaders } from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';

type Headers = Record<string, string>;

export interface ClaimGame {
  t: TestApp;
  game: GameUnderTest;
  manager: Headers;
  auditor: Headers;
  /** A manager of goldrush: staff, but of another organization. */
  otherManager: Headers;
}

/**
 * The app of the claim tests: fiftyfifty's game drawn by hand (numbers 1 to 100, this winner's
 * share if given), a manager and an auditor of it, a manager of another organization, and
 * these numbers sold before any extra draw's cut-off. Not drawn yet.
 */
export async function claimGame(numbers: number[], share?: number): Promise<ClaimGame> {
  const t = await buildDrawApp();
  const game = await prepareGame(t, 'fiftyfifty', { range: 100, manualDraw: true, share });
  const manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  const auditor = await staffHeaders(t, 'fiftyfifty', 'auditor');
  const otherManager = await staffHeaders(t, 'goldrush', 'manager');
  await payEntries(t, game, numbers);
  await backdateEntries(t, game.instanceId, numbers);
  return { t, game, manager, auditor, otherManager };
}

/** `step('pay', drawId, { Method: 'Cash' })`: one claim step of a prize, as these headers. */
export const claimStepper =
  (t: TestApp, headers: Headers, organizationId: string) =>
  (name: string, drawId: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/draw/prize-claim/${name}`,
      headers,
      payload: { OrganizationId: organizationId, DrawId: drawId, ...extra },
    });

/** The organization's prizes with their claims, as staff with these headers read them. */
export async function listClaims(
  t: TestApp,
  headers: Record<string, string>,
  organizationId: string,
): Promise<PrizeClaimList> {
  const answer = await t.app.inject({
    url: `/api/draw/prize-claim/for-organization/${organizationId}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return prizeClaimListSchema.parse(answer.json());
}

/** A drawn extra draw of the (already drawn) instance, as the scheduler leaves it. */
export async function insertDrawnExtra(
  t: TestApp,
  game: GameUnderTest,
  name: string,
  daysAgo: number,
  prizeCents: number,
): Promise<string> {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const row = await t.database.db
    .insertInto('extra_draws')
    .values({
      organization_id: game.organizationId,
      game_instance_id: game.instanceId,
      key: null,
      name,
      prize_kind: 'Fixed',
      prize_amount_cents: prizeCents,
      cutoff_at: at,
      draw_at: at,
      secret_seed: 'x',
      commitment: 'y',
      status: 'Drawn',
      seed: 'x',
      winning_number: 3,
      winner_display_name: 'Ann L.',
      prize_cents: prizeCents,
      drawn_at: at,
      created_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
