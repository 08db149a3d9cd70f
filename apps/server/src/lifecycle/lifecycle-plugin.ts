import type { FastifyInstance } from 'fastify';
import { repeatInBackground } from '../jobs/repeating-task';
import { runLifecycle } from './run-lifecycle';

/** Runs the lifecycle every `intervalMs` in this process (0: never). */
export function installLifecycle(app: FastifyInstance, intervalMs: number) {
  repeatInBackground(app, 'lifecycle pass', intervalMs, () => runLifecycle(app));
}
