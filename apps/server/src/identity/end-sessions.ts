import { formatSubject } from '@charity/domain/claims';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface SessionOwner {
  organizationId: string;
  playerId: string;
}

/**
 * Ends the account's sign-ins: deletes every object oidc-provider stored for it (sessions,
 * grants, refresh tokens, codes: each carries `accountId`, the subject, admin or not), except
 * `keepGrantId`'s grant, its tokens and the session holding it (a password change keeps the
 * caller signed in; a reset keeps nothing). oidc-provider leaves this to the adapter layer.
 * Answers the grants it ended.
 */
export async function endSessions(
  db: Executor,
  owner: SessionOwner,
  keepGrantId: string | null,
): Promise<string[]> {
  const subjects = [true, false].map((isAdmin) => formatSubject({ ...owner, isAdmin }));
  const kept =
    keepGrantId === null
      ? sql``
      : sql`and p.id <> ${keepGrantId} and p.grant_id is distinct from ${keepGrantId}
        and not (p.kind = 'Session' and exists (
          select 1 from jsonb_each(coalesce(p.payload -> 'authorizations', '{}'::jsonb)) a
          where a.value ->> 'grantId' = ${keepGrantId}))`;
  const { rows } = await sql<{ kind: string; id: string }>`
    delete from oidc_payloads p
    where p.payload ? 'accountId' and p.payload ->> 'accountId' in (${sql.join(subjects)})
    ${kept}
    returning p.kind, p.id`.execute(db);
  return rows.filter((row) => row.kind === 'Grant').map((row) => row.id);
}

/** endSessions, then this process refuses the ended grants' access tokens at once. */
export async function endOtherSessions(
  app: FastifyInstance,
  owner: SessionOwner,
  keepGrantId: string | null,
): Promise<void> {
  const ended = await endSessions(app.db, owner, keepGrantId);
  app.identity.grants.ended(ended);
}
