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

/** HTML forms post application/x-www-form-urlencoded; only these routes accept it. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
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
