import type { FastifyRequest } from 'fastify';
import { namedLocaleOf, type Locale } from '../identity/pages/locale';

/**
 * The language a call is answered in, chosen one way for every answer (draw and game names,
 * the audit CSV, receipts, refusals; decisions 0011 and 0026): the language the call names
 * (`lang` in the query when the route takes one, else Accept-Language: the app and the
 * console send their chosen language on every call), else the signed-in account's language (a
 * call without one, such as a script or a test), else English.
 *
 * `account: false` skips the account look-up, for the one answer that must not read the
 * database (a 500: the database may be what failed); it then falls back to English.
 */
export async function readerLanguage(
  request: FastifyRequest,
  { account = true }: { account?: boolean } = {},
): Promise<Locale> {
  const query = request.query as { lang?: unknown } | undefined;
  const named = namedLocaleOf(query?.lang, request.headers['accept-language']);
  if (named) return named;
  const caller = request.auth;
  if (!caller || !account) return 'en';
  const row = await request.server.db
    .selectFrom('accounts')
    .select('locale')
    .where('id', '=', caller.playerId)
    .where('organization_id', '=', caller.organizationId)
    .executeTakeFirst()
    .catch(() => undefined);
  return row?.locale === 'fr' ? 'fr' : 'en';
}
