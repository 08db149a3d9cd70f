import type { FastifyInstance } from 'fastify';
export declare const CONFIRM_EMAIL_CHANGE_PATH = '/oidc/account/confirm-email-change';
/**
 * The link e-mailed to the new address. GET only shows a button: mail scanners open links,
 * and opening must not change the address.
 */
export declare function emailChangeRoutes(app: FastifyInstance): void;
