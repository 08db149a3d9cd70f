import type { FastifyInstance } from 'fastify';
/**
 * Serves the built SPA from `webDist` and answers unknown paths: the SPA's index.html for a
 * browser navigation (history fallback), the ApiErrorBody 404 for everything else.
 */
export declare function installSpa(app: FastifyInstance, webDist: string): Promise<void>;
