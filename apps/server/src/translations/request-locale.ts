import type { FastifyRequest } from 'fastify';
import { pickLocale, type Locale } from '../identity/pages/locale';

/**
 * The language a call is answered in: `lang` in the query when the route takes one (terms),
 * else Accept-Language (the app sends its chosen language on every call).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as { lang?: unknown } | undefined;
  return pickLocale(query?.lang, request.headers['accept-language']);
}
