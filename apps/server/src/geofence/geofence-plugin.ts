import type { FastifyInstance } from 'fastify';
import { geofenceRoutes } from './geofence-routes';
import { openIpLocator } from './ip-locator';

/** The two geofence calls of spec §7 under /api/game, with the IP database opened once. */
export async function installGeofence(app: FastifyInstance): Promise<void> {
  const locate = await openIpLocator(app.env.GEOIP_DB);
  if (app.env.GEOIP_DB) app.log.info({ file: app.env.GEOIP_DB }, 'IP geolocation database opened');
  await app.register(geofenceRoutes, { prefix: '/api/game', locate });
}
