import { formatSubject } from '@charity/domain/claims';
import type { FastifyInstance } from 'fastify';
import { updateAccount, type Account } from '../accounts/account.repository';
import { appendAudit } from '../audit/audit-log.repository';
import type { InteractionContext } from './interaction-context';

/** The account is signed in to this interaction: by its password, or by its e-mailed link. */
export async function completeSignIn(
  app: FastifyInstance,
  interaction: InteractionContext,
  account: Pick<Account, 'id' | 'organization_id' | 'is_admin' | 'locale'>,
) {
  const { page } = interaction;
  // The language the player signs in with is the language of their mail from now on.
  if (account.locale !== page.locale) {
    await updateAccount(app.db, account.organization_id, account.id, { locale: page.locale });
  }
  await appendAudit(app.db, {
    organizationId: account.organization_id,
    actor: account.id,
    action: 'account.signed-in',
    subjectType: 'account',
    subjectId: account.id,
  });
  const accountId = formatSubject({
    organizationId: account.organization_id,
    playerId: account.id,
    isAdmin: account.is_admin,
  });
  return interaction.finish({ login: { accountId } });
}
