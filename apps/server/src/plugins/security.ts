import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { helmetOptions } from './security-headers';

/** Security headers on every answer that goes through Fastify's hooks. */
export async function installSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, helmetOptions);
}
