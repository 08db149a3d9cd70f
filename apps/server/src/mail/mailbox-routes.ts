import type { FastifyPluginAsync } from 'fastify';
import { html } from '../identity/pages/html';
import { layout } from '../identity/pages/layout';
import { listOutbox } from './mail-outbox.repository';

const linkPattern = /https?:\/\/[^\s"<>]+/g;

/** Development only: the outbox as a page, newest first, with each message's links. */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutbox(app.db, 100);
    const body = html`<p>Mail that was not sent (no SMTP_URL): the newest ${messages.length}.</p>
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
  });
};
