import { expect, type Page } from '@playwright/test';
import type { TestOrganization } from '../fixtures';
import { callApi, readyPlayer, sessionOf } from '../identity-flows';

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object) {
  const answer = await callApi(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

/**
 * Somewhere else, a new player of `org` registers, gets one number and pays for it with
 * Stripe's test card 4242, as the app would call the API. Answers once the payment settled.
 */
export async function buyOneTicket(
  page: Page,
  org: TestOrganization,
  inside: { latitude: number; longitude: number },
): Promise<void> {
  await readyPlayer(page, org);
  const { organizationId, playerId } = await sessionOf(page);
  const ids = { PlayerId: playerId, OrganizationId: organizationId };
  const status = await call<{ GameId: string; CurrentGameInstance: { Id: string } }>(
    page,
    'GET',
    `organization/current-status/byid/${organizationId}`,
  );
  const instanceId = status.CurrentGameInstance.Id;
  // Region-locked games take money only after a location check, as the app makes it.
  const { IsSuccess } = await call<{ IsSuccess: boolean }>(
    page,
    'POST',
    'game/verify-coordinates-are-within-geofence',
    { GameId: status.GameId, Latitude: inside.latitude, Longitude: inside.longitude },
  );
  expect(IsSuccess).toBe(true);
  const { PlayerNumberGroups } = await call<{ PlayerNumberGroups: { Id: string }[] }>(
    page,
    'GET',
    `player-number/by-player/${playerId}/for-game-instance-in-groups/${instanceId}`,
  );
  const { Token } = await call<{ Token: string }>(page, 'POST', 'payments/sandbox/cards', {
    CardNumber: '4242 4242 4242 4242',
    ExpMonth: 12,
    ExpYear: 2040,
    Cvc: '123',
  });
  const payment = await call<{ PaymentId: string; Status: string }>(
    page,
    'POST',
    'player-number/play',
    {
      ...ids,
      GameInstanceId: instanceId,
      GroupIds: [PlayerNumberGroups[0]?.Id],
      Payment: { Token },
    },
  );
  await expect(async () => {
    const now = await call<{ Status: string }>(
      page,
      'GET',
      `payment/by-player/${playerId}/status/${payment.PaymentId}`,
    );
    expect(now.Status).toBe('Succeeded');
  }).toPass({ intervals: [500, 1_000], timeout: 20_000 });
}
