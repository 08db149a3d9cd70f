import { paths } from '@charity/domain/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAccountByEmail, updateAccount } from '../accounts/account.repository';
import { consumeToken } from '../accounts/one-time-tokens';
import { appendAudit } from '../audit/audit-log.repository';
import { accountForToken } from './account-lookup';
import { invalidLink } from './hosted-errors';
import { formValue, sameOriginUrl, sendPage } from './hosted-page';
import { pageContext } from './page-context';
import { confirmEmailChangePage, messagePage } from './pages/account-pages';
import type { Translate } from './pages/locale';
import { sendSecurityNotice } from './security-notice';

export const CONFIRM_EMAIL_CHANGE_PATH = '/oidc/account/confirm-email-change';

/** The e-mail change is asked again from the app's own page. */
const askAgain = (t: Translate) => ({ href: paths.game.manage.email, label: t('askNewLink') });

async function invalidChangeLink(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { t } = await pageContext(app, request);
  return invalidLink(app, request, reply, askAgain(t));
}

/**
 * The link e-mailed to the new address. GET only shows a button: mail scanners open links,
 * and opening must not change the address.
 */
export function emailChangeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { token?: string } }>(
    CONFIRM_EMAIL_CHANGE_PATH,
    async (request, reply) => {
      const found = await accountForToken(app, request, request.query.token, 'change-email');
      if (!found) return invalidChangeLink(app, request, reply);
      const page = await pageContext(app, request);
      const body = confirmEmailChangePage(
        page.t,
        request.query.token ?? '',
        found.token.data.newEmail ?? '',
      );
      return sendPage(reply, request, page, page.t('emailChangeTitle'), body);
    },
  );

  app.post(CONFIRM_EMAIL_CHANGE_PATH, async (request, reply) => {
    const found = await accountForToken(
      app,
      request,
      formValue(request.body, 'token'),
      'change-email',
    );
    const newEmail = found?.token.data.newEmail;
    if (!found || !newEmail) return invalidChangeLink(app, request, reply);
    const { account } = found;
    const page = await pageContext(app, request);
    const owner = await findAccountByEmail(app.db, account.organization_id, newEmail);
    if (owner && owner.id !== account.id) {
      return sendPage(
        reply,
        request,
        page,
        page.t('emailChangeTitle'),
        messagePage(page.t('emailChangeTaken'), askAgain(page.t)),
        409,
      );
    }
    if (!(await consumeToken(app.db, found.token.id)))
      return invalidChangeLink(app, request, reply);
    await updateAccount(app.db, account.organization_id, account.id, {
      email: newEmail,
      email_verified_at: new Date(),
    });
    await appendAudit(app.db, {
      organizationId: account.organization_id,
      actor: account.id,
      action: 'account.email-changed',
      subjectType: 'account',
      subjectId: account.id,
      details: { from: account.email, to: newEmail },
    });
    await sendSecurityNotice(
      app,
      { organizationId: account.organization_id, email: account.email, locale: account.locale },
      { kind: 'email-changed', newEmail },
      page.origin,
    );
    const next = sameOriginUrl(found.token.data.redirectUrl, page.origin) ?? `${page.origin}/`;
    return sendPage(
      reply,
      request,
      page,
      page.t('emailChangeTitle'),
      messagePage(page.t('emailChangedText', { email: newEmail }), {
        href: next,
        label: page.t('continue'),
      }),
    );
  });
}
