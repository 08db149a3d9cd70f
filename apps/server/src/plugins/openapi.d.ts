import type { FastifyInstance } from 'fastify';
/** OpenAPI document of every route with a schema; UI at /api/docs, JSON at /api/docs/json. */
export declare function installOpenApi(app: FastifyInstance): Promise<void>;
