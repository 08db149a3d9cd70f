import type { FastifyRequest } from 'fastify';
import type { Locale } from '../identity/pages/locale';
import { namedLocale } from '../translations/request-locale';

/**
 * The language a refusal is worded in (decision 0026), chosen one way for every refusal:
 * the language the call names (`lang` in the query, else Accept-Language: the app sends its
 * chosen language on every call), else the signed-in account's language (a call without one,
 * such as a script or a test), else English.
 */
export async function readerLanguage(request: FastifyRequest): Promise<Locale> {
  const named = namedLocale(request);
  if (named) return named;
  const caller = request.auth;
  if (!caller) return 'en';
  const account = await request.server.db
    .selectFrom('accounts')
    .select('locale')
    .where('id', '=', caller.playerId)
    .where('organization_id', '=', caller.organizationId)
    .executeTakeFirst()
    .catch(() => undefined);
  return account?.locale === 'fr' ? 'fr' : 'en';
}
