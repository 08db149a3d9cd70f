import { prizeClaimListSchema, type PrizeClaimList } from '@charity/domain/prizes/claim-api';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';

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
