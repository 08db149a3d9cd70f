import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { CurrentStatus } from '@charity/domain/api/game-instance';
import type { Player } from '@charity/domain/api/player';
import { permissionsOf, type StaffRole } from '@charity/domain/staff/staff-roles';
import { routes } from '@/app/routes';
import { queryClient } from '@/lib/query-client';
import { buildConfig, buildPlayer, buildStatus, GAME_ID } from './factories';
import { json, stubFetch, type Handler } from './fetch-stub';

/** A fake server's state; tests change fields, the stubbed fetch answers from them. */
export interface World {
  configStatus: number;
  status: CurrentStatus;
  player: Player;
  playerStatus: number;
  charityIds: string[];
  numberGameIds: string[];
  limitReached: boolean;
  ipInGeofence: boolean;
  coordinatesInGeofence: boolean;
  /** The signed-in staff member's role (an administrator's subject). */
  staffRole: StaffRole;
}

export function createWorld(overrides: Partial<World> = {}): World {
  return {
    configStatus: 200,
    status: buildStatus(),
    player: buildPlayer(),
    playerStatus: 200,
    charityIds: ['charity-1', 'charity-2'],
    numberGameIds: [GAME_ID],
    limitReached: false,
    ipInGeofence: true,
    coordinatesInGeofence: true,
    staffRole: 'owner',
    ...overrides,
  };
}

function answer(world: World): Handler {
  return ({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/config')
      return world.configStatus === 200 ? json(buildConfig()) : json({}, world.configStatus);
    if (path.startsWith('/api/organization/current-status/')) return json(world.status);
    if (path === '/api/charity/active-for-organization')
      return json(
        world.charityIds.map((Id) => ({
          Id,
          Name: Id,
          Description: '',
          CategoryId: 'c',
          CategoryName: 'C',
          LogoUrl: null,
          WebsiteUrl: null,
        })),
      );
    if (path.startsWith('/api/player/byid/'))
      return world.playerStatus === 200
        ? json(world.player)
        : json(
            {
              Status: world.playerStatus,
              Code: 'X',
              Message: 'X',
              Method: method,
              RequestUrl: path,
            },
            world.playerStatus,
          );
    if (path.startsWith('/api/player-number/by-player/'))
      return json({
        PlayerNumbers: world.numberGameIds.map((GameId, i) => ({
          TicketNumber: i + 1,
          SubscriptionStatus: 0,
          GameId,
        })),
      });
    if (path.startsWith('/api/game-instance/ticket-limit-reached/'))
      return json({ LimitReached: world.limitReached });
    if (path === '/api/game/verify-ip-is-within-geofence')
      return json({ IpIsInGeofence: world.ipInGeofence });
    if (path === '/api/game/verify-coordinates-are-within-geofence')
      return json({ IsSuccess: world.coordinatesInGeofence });
    if (path.startsWith('/api/staff/membership/for-organization/'))
      return json({ Role: world.staffRole, Permissions: permissionsOf(world.staffRole) });
    if (path === '/api/charity/pledge-support' && method === 'POST') {
      world.player = {
        ...world.player,
        CharityPledge: { CharityId: (body as { CharityId: string }).CharityId },
      };
      return json({});
    }
    return undefined;
  };
}

/** Serves the world through fetch and returns the calls made. */
export function serve(world: World) {
  queryClient.clear();
  return stubFetch(answer(world));
}

/**
 * The routes with their guards (loaders) but without their screens: a navigation waits for a
 * route's lazy screen module, and importing screens (Mantine, charts) took 2-7 s each on a
 * loaded machine, which pushed the guard tests past their time-out. Guards never render.
 */
function guardsOnly(list: RouteObject[]): RouteObject[] {
  return list.map(
    ({ lazy: _screen, children, ...route }) =>
      (children ? { ...route, children: guardsOnly(children) } : route) as RouteObject,
  );
}

/** Opens a path in a memory router and reports where the guards finally let the user land. */
export async function landOn(path: string): Promise<string> {
  return (await landOnUrl(path)).split('?')[0] ?? '';
}

/** Where a navigation lands, with its query string. */
export async function landOnUrl(path: string): Promise<string> {
  const router = createMemoryRouter(guardsOnly(routes), { initialEntries: [path] });
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle')
        throw new Error('loading');
    },
    { timeout: 15_000, interval: 5 },
  );
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}
