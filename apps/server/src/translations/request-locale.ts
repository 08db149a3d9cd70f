import type { FastifyRequest } from 'fastify';
import { namedLocaleOf, type Locale } from '../identity/pages/locale';

/** The language the call names (`lang` in the query, else Accept-Language), when it names one. */
export function namedLocale(request: FastifyRequest): Locale | null {
  const query = request.query as { lang?: unknown } | undefined;
  return namedLocaleOf(query?.lang, request.headers['accept-language']);
}

/**
 * The language a call is answered in: `lang` in the query when the route takes one (terms),
 * else Accept-Language (the app sends its chosen language on every call), else English.
 */
export const requestLocale = (request: FastifyRequest): Locale => namedLocale(request) ?? 'en';
