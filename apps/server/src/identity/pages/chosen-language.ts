import type { IncomingHttpHeaders } from 'node:http';

/** The cookie the app sets when the player picks a language (apps/web/src/lib/i18n/i18n.ts). */
export const LANGUAGE_COOKIE = 'lang';

const COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`);

/**
 * The language the player chose in the app, if any: pages the server draws (the dashboard's
 * shell, the hosted pages opened from an e-mail) follow it before the browser's own languages.
 */
export function chosenLanguage(
  headers: IncomingHttpHeaders | { cookie?: string },
): string | undefined {
  return COOKIE.exec(headers.cookie ?? '')?.[1];
}
