import { isSafeText } from '@charity/domain/requests/safe-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SafeHtml } from './pages/html';
import { layout } from './pages/layout';
import { otherLanguageLink, type PageContext } from './page-context';

/** Hosted pages carry credentials in forms and links: never cached, never framed. */
export function sendPage(
  reply: FastifyReply,
  request: FastifyRequest,
  context: PageContext,
  title: string,
  body: SafeHtml,
  status = 200,
) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-language', context.locale)
    .type('text/html; charset=utf-8')
    .send(
      layout(
        {
          locale: context.locale,
          title,
          branding: context.branding,
          otherLanguage: request.method === 'GET' ? otherLanguageLink(request, context) : undefined,
        },
        body,
      ),
    );
}

const unsafeFieldsOf = new WeakMap<FastifyRequest, Set<string>>();

/** The posted fields that held control characters (removed from the value the route reads). */
export function unsafeFields(request: FastifyRequest): ReadonlySet<string> {
  return unsafeFieldsOf.get(request) ?? new Set();
}

const withoutUnsafeText = (value: string) =>
  Array.from(value)
    .filter((character) => isSafeText(character))
    .join('');

/**
 * HTML forms post application/x-www-form-urlencoded; only these routes accept it. A value
 * with control characters (a NUL) is a field error on the form, not the API's JSON 400: the
 * characters are taken out here and the field is named in `unsafeFields`.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (request, body, done) => {
      const unsafe = new Set<string>();
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (!isSafeText(name)) continue;
        if (isSafeText(value)) fields[name] = value;
        else {
          unsafe.add(name);
          fields[name] = withoutUnsafeText(value);
        }
      }
      unsafeFieldsOf.set(request, unsafe);
      done(null, fields);
    },
  );
}

/** A posted form field as a string ('' when absent). */
export function formValue(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Only a same-origin absolute URL is followed after a reset or e-mail change. */
export function sameOriginUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
