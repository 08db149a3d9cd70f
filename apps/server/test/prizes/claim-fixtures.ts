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
