import { apiErrorBodySchema } from '@charity/domain/api/errors';
import {
  verifyCoordinatesRequestSchema,
  verifyCoordinatesResponseSchema,
  verifyIpRequestSchema,
  verifyIpResponseSchema,
} from '@charity/domain/api/geofence';
import { idSchema } from '@charity/domain/api/ids';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../auth/auth-errors';
import { errorResponses } from '../errors/error-responses';
import { badRequest } from '../errors/http-errors';
import { checkCoordinates, checkIp } from './geofence-checks';
import { loadGeofencedGame, type GeofencedGame } from './geofenced-game.repository';
import { normalizeIp } from './ip-address';
import type { IpLocator } from './ip-locator';

/**
 * Every check writes a row, and the calls are open to signed-out callers: a cap per client
 * address and minute, generous because players behind one NAT share an address.
 */
const rateLimit = { max: 120, timeWindow: '1 minute' };

const responses = {
  ...errorResponses,
  401: apiErrorBodySchema.describe('An access token was sent and is not valid'),
  429: apiErrorBodySchema.describe('Too many checks from this address; try again in a minute'),
  403: apiErrorBodySchema.describe("The game belongs to another organization than the caller's"),
} as const;

/** The address the request came from; X-Forwarded-For counts only from TRUST_PROXY peers. */
function clientIp(request: FastifyRequest): string {
  const ip = normalizeIp(request.ip);
  if (!ip) throw badRequest('The request has no usable client address.');
  return ip;
}

/** The signed-in player, if any; a signed-out caller is anonymous (registration-request). */
function playerFor(request: FastifyRequest, game: GeofencedGame): string | null {
  const caller = request.auth ?? null;
  if (!caller) return null;
  if (caller.organizationId !== game.organizationId) {
    throw forbidden('This game belongs to another organization.');
  }
  return caller.playerId;
}

export const geofenceRoutes: FastifyPluginAsyncZod<{ locate: IpLocator | null }> = async (
  app,
  { locate },
) => {
  // Spec §2 runs the check on registration-request, a signed-out page: a token is optional,
  // but one that is sent must be valid, and then the check is recorded for its player.
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization && app.hasDecorator('authenticate')) {
      await app.authenticate(request);
    }
  });

  app.post(
    '/verify-ip-is-within-geofence',
    {
      config: { rateLimit },
      schema: {
        tags: ['geofence'],
        summary: "Whether the caller's IP address is inside the game's region",
        description:
          'IpAddress is sent empty: the server uses the address the request came from ' +
          '(behind a proxy listed in TRUST_PROXY, the X-Forwarded-For client). Any other ' +
          'address than the caller’s own is refused. Inside when the organization allow-lists ' +
          'the address or the IP database places it in the region; loopback and private ' +
          'addresses only through the allow list.',
        body: verifyIpRequestSchema.extend({ GameId: idSchema }),
        response: { 200: verifyIpResponseSchema, ...responses },
      },
    },
    async (request) => {
      const ip = clientIp(request);
      const claimed = request.body.IpAddress.trim();
      if (claimed !== '' && normalizeIp(claimed) !== ip) {
        throw badRequest("IpAddress must be empty (or the caller's own address).");
      }
      const game = await loadGeofencedGame(app.db, request.body.GameId);
      const player = playerFor(request, game);
      return { IpIsInGeofence: await checkIp(app.db, locate, game, ip, player) };
    },
  );

  app.post(
    '/verify-coordinates-are-within-geofence',
    {
      config: { rateLimit },
      schema: {
        tags: ['geofence'],
        summary: "Whether the browser's coordinates are inside the game's region",
        description:
          'Latitude and Longitude in decimal degrees (WGS 84). The result is recorded; the ' +
          'coordinates are not stored.',
        body: verifyCoordinatesRequestSchema.extend({ GameId: idSchema }),
        response: { 200: verifyCoordinatesResponseSchema, ...responses },
      },
    },
    async (request) => {
      const { GameId, Latitude, Longitude } = request.body;
      const game = await loadGeofencedGame(app.db, GameId);
      const player = playerFor(request, game);
      const coordinates = { latitude: Latitude, longitude: Longitude };
      return {
        IsSuccess: await checkCoordinates(app.db, game, coordinates, clientIp(request), player),
      };
    },
  );
};
