import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../config/env';
import { isProduction } from '../identity/provider-registry';
import { html } from '../identity/pages/html';
import { layout } from '../identity/pages/layout';
import { listOutbox } from './mail-outbox.repository';

const linkPattern = /https?:\/\/[^\s"<>]+/g;

/**
 * The mailbox shows what the outbox holds: only when mail goes there (no SMTP_URL), and never
 * in production, where the links in it would be other people's credentials.
 */
export function mailboxAvailable(env: Pick<Env, 'SMTP_URL' | 'CURRENT_ENVIRONMENT'>): boolean {
  return !env.SMTP_URL && !isProduction(env);
}

/** Outside production: the outbox as a page, newest first, with each message's links. */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { schema: { hide: true } },
    async (request, reply) => {
      const to = typeof request.query.to === 'string' ? request.query.to.trim() : '';
      const messages = await listOutbox(app.db, 100, to || undefined);
      const body = html`<p>
          Mail that was not sent (no SMTP_URL): the newest
          ${messages.length}${to ? html` to <strong>${to}</strong>` : ''}.
        </p>
        ${messages.map(
          (message) =>
            html`<article>
              <h2>${message.subject}</h2>
              <p>To <strong>${message.to_address}</strong>, ${message.created_at.toISOString()}</p>
              <ul>
                ${[...message.text_body.matchAll(linkPattern)].map(([link]) => html`<li><a href="${link}">${link}</a></li>`)}
              </ul>
              <pre style="white-space:pre-wrap">${message.text_body}</pre>
            </article>`,
        )}`;
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(layout({ locale: 'en', title: 'Development mailbox', branding: null }, body));
    },
  );
};
