import type { FastifyInstance } from 'fastify';
export declare const RESET_PATH = '/oidc/account/reset-password';
/** The e-mailed password reset link: choose a new password, then back to the SPA. */
export declare function resetPasswordRoutes(app: FastifyInstance, rateLimit: object): void;
