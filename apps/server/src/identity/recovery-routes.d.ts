import type { FastifyInstance } from 'fastify';
export declare const RESET_PASSWORD_LIFETIME_MS = 3600000;
export declare function recoveryRoutes(app: FastifyInstance, rateLimit: object): void;
