import type { FastifyInstance } from 'fastify';
import { repeatInBackground } from '../jobs/repeating-task';
import { installLifecycle } from '../lifecycle/lifecycle-plugin';
import { foldPots } from '../live-pot/pot-ledger';
import { notificationPortFor } from '../live-pot/notification-port';
import { PotHub } from '../live-pot/pot-hub';
import { potStreamRoutes } from '../live-pot/pot-stream-routes';
import { extraDrawRoutes } from './extra-draw-routes';
import { manualDrawRoutes } from './manual-draw-routes';
import { prizePaidRoutes } from './prize-paid-routes';
import { prizeClaimRoutes } from '../prizes/prize-claim-routes';
import { publishedDrawRoutes } from './published-draw-routes';
import { redrawRoutes } from './redraw-routes';
import './draw-tables';
import './extra-draw-tables';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's fan-out of pot notifications to its open streams. */
    potHub: PotHub;
  }
}

export interface DrawsPluginOptions {
  /** How often this process runs the instance lifecycle (0: never). */
  lifecycleIntervalMs?: number;
  potHeartbeatMs?: number;
  /** How often this process folds new pot movements into the pots (0: never). */
  potFoldIntervalMs?: number;
}

/** Draws, the instance lifecycle and the live pot; after identity (bearer check). */
export async function installDraws(app: FastifyInstance, options: DrawsPluginOptions = {}) {
  const hub = new PotHub(notificationPortFor(app.db, app.log), app.log);
  app.decorate('potHub', hub);
  await app.register(publishedDrawRoutes, { prefix: '/api' });
  await app.register(manualDrawRoutes, { prefix: '/api' });
  await app.register(prizePaidRoutes, { prefix: '/api' });
  await app.register(prizeClaimRoutes, { prefix: '/api' });
  await app.register(extraDrawRoutes, { prefix: '/api' });
  await app.register(redrawRoutes, { prefix: '/api' });
  await app.register(potStreamRoutes, {
    prefix: '/api',
    hub,
    heartbeatMs: options.potHeartbeatMs ?? app.env.POT_STREAM_HEARTBEAT_MS,
  });
  installLifecycle(app, options.lifecycleIntervalMs ?? app.env.LIFECYCLE_INTERVAL_MS);
  repeatInBackground(
    app,
    'pot fold',
    options.potFoldIntervalMs ?? app.env.POT_FOLD_INTERVAL_MS,
    () => foldPots(app.db),
  );
}
