import type { FastifyInstance } from 'fastify';
export declare function registerRoutes(app: FastifyInstance, rateLimit: object): void;
