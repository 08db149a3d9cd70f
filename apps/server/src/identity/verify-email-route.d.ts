import type { FastifyInstance } from 'fastify';
/**
 * The e-mailed link. It verifies wherever it is opened; in the browser that started the
 * sign-in it then goes back to that sign-in, elsewhere it says the player can sign in now.
 */
export declare function verifyEmailRoute(app: FastifyInstance): void;
