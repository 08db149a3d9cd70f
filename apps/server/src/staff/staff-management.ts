import { createHash, randomBytes } from 'node:crypto';
import { STAFF_INVITATION_DAYS, type StaffList } from '@charity/domain/staff/staff-management-api';
import { permissionsOf, type StaffRole } from '@charity/domain/staff/staff-roles';
import { sql, type Selectable } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import { conflict, forbidden } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';
import type { StaffMember } from './staff-access';
import type { StaffInvitationsTable } from './staff-invitations-table';

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** The members (owners first) and the invitations still waiting. */
export async function listStaff(db: Executor, organizationId: string): Promise<StaffList> {
  const members = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'first_name', 'last_name', 'staff_role'])
    .where('organization_id', '=', organizationId)
    .where('staff_role', 'is not', null)
    .orderBy(sql`array_position(array['owner','manager','auditor','support'], staff_role)`)
    .orderBy('email')
    .execute();
  const invitations = await db
    .selectFrom('staff_invitations as i')
    .leftJoin('accounts as a', 'a.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'i.created_at', 'i.expires_at'])
    .select(sql<string | null>`a.first_name || ' ' || a.last_name`.as('invited_by'))
    .where('i.organization_id', '=', organizationId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at', 'desc')
    .execute();
  return {
    Members: members.map((member) => ({
      AccountId: member.id,
      Email: member.email,
      FirstName: member.first_name,
      LastName: member.last_name,
      Role: member.staff_role as StaffRole,
    })),
    Invitations: invitations.map((invitation) => ({
      Id: invitation.id,
      Email: invitation.email,
      Role: invitation.role,
      InvitedAt: invitation.created_at.toISOString(),
      ExpiresAt: invitation.expires_at.toISOString(),
      InvitedBy: invitation.invited_by,
    })),
  };
}

/**
 * Locks every owner of the organization (one order for every caller), so two owners demoting
 * each other at once cannot leave none.
 */
async function lockedOwners(trx: Executor, organizationId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('staff_role', '=', 'owner')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Refusals read on the staff page (a second click, another owner first): words, no ids. */

async function lockedMember(trx: Executor, organizationId: string, accountId: string) {
  const member = await trx
    .selectFrom('accounts')
    .select(['id', 'email', 'staff_role'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!member?.staff_role) throw notFound(refusal('staff.noLongerMember'));
  return { ...member, staff_role: member.staff_role };
}

const raises = (from: StaffRole, to: StaffRole) => {
  const held = permissionsOf(from);
  return permissionsOf(to).some((permission) => !held.includes(permission));
};

/** Changes a member's role; the next call they make is judged by it. */
export async function changeStaffRole(
  db: Executor,
  actor: StaffMember,
  accountId: string,
  role: StaffRole,
): Promise<StaffRole> {
  return db.transaction().execute(async (trx) => {
    const owners = await lockedOwners(trx, actor.organizationId);
    const member = await lockedMember(trx, actor.organizationId, accountId);
    if (accountId === actor.accountId && raises(member.staff_role, role)) {
      throw forbidden(refusal('staff.ownRoleRaise'));
    }
    if (member.staff_role === role) return role;
    if (member.staff_role === 'owner' && owners.length <= 1)
      throw conflict(refusal('staff.lastOwner'));
    await trx
      .updateTable('accounts')
      .set({ staff_role: role, updated_at: new Date() })
      .where('id', '=', accountId)
      .execute();
    await appendAudit(trx, {
      organizationId: actor.organizationId,
      actor: actor.accountId,
      action: 'staff.role-changed',
      subjectType: 'account',
      subjectId: accountId,
      details: { email: member.email, before: member.staff_role, after: role },
    });
    return role;
  });
}

/** Takes the staff role away; the account stays, as a player's. */
export async function removeStaffMember(
  db: Executor,
  actor: StaffMember,
  accountId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owners = await lockedOwners(trx, actor.organizationId);
    const member = await lockedMember(trx, actor.organizationId, accountId);
    if (member.staff_role === 'owner' && owners.length <= 1)
      throw conflict(refusal('staff.lastOwner'));
    await trx
      .updateTable('accounts')
      .set({ staff_role: null, is_admin: false, updated_at: new Date() })
      .where('id', '=', accountId)
      .execute();
    await appendAudit(trx, {
      organizationId: actor.organizationId,
      actor: actor.accountId,
      action: 'staff.removed',
      subjectType: 'account',
      subjectId: accountId,
      details: { email: member.email, before: member.staff_role },
    });
  });
}

export interface NewInvitation {
  id: string;
  token: string;
  expiresAt: Date;
}

/** Who invites: a staff member, or the platform's operator at the command line (no account). */
export type Inviter = Pick<StaffMember, 'organizationId'> & { accountId: string | null };

/** Records an invitation; a second one to an address whose first still waits is refused. */
export async function createInvitation(
  db: Executor,
  actor: Inviter,
  email: string,
  role: StaffRole,
): Promise<NewInvitation> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('accounts')
      .select('staff_role')
      .where('organization_id', '=', actor.organizationId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (existing?.staff_role) throw conflict(refusal('staff.alreadyMember', { email }));
    // An expired invitation no longer holds the address.
    await trx
      .updateTable('staff_invitations')
      .set({ revoked_at: new Date() })
      .where('organization_id', '=', actor.organizationId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '<=', new Date())
      .execute();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + STAFF_INVITATION_DAYS * 24 * 3600 * 1000);
    const row = await trx
      .insertInto('staff_invitations')
      .values({
        organization_id: actor.organizationId,
        email,
        role,
        token_hash: hashInvitationToken(token),
        invited_by: actor.accountId,
        expires_at: expiresAt,
      })
      .onConflict((oc) =>
        oc
          .expression(sql`organization_id, lower(email)`)
          .where('accepted_at', 'is', null)
          .where('revoked_at', 'is', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict(refusal('staff.invitationWaiting', { email }));
    await appendAudit(trx, {
      organizationId: actor.organizationId,
      actor: actor.accountId ?? 'operator',
      action: 'staff.invited',
      subjectType: 'staff-invitation',
      subjectId: row.id,
      details: { email, role, expiresAt: expiresAt.toISOString() },
    });
    return { id: row.id, token, expiresAt };
  });
}

export async function revokeInvitation(
  db: Executor,
  actor: StaffMember,
  invitationId: string,
): Promise<void> {
  const row = await db
    .updateTable('staff_invitations')
    .set({ revoked_at: new Date(), revoked_by: actor.accountId })
    .where('id', '=', invitationId)
    .where('organization_id', '=', actor.organizationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst();
  if (!row) throw notFound(refusal('staff.invitationNoLongerWaiting'));
  await appendAudit(db, {
    organizationId: actor.organizationId,
    actor: actor.accountId,
    action: 'staff.invitation-revoked',
    subjectType: 'staff-invitation',
    subjectId: invitationId,
    details: { email: row.email, role: row.role },
  });
}

type InvitationRow = Selectable<StaffInvitationsTable>;

/**
 * The invitation a link's token names on this organization's site, while it can still be
 * used; otherwise the refusal, which says nothing of the invitation (no role, no address).
 */
async function usableInvitation(
  db: Executor,
  organizationId: string,
  token: string,
  options: { lock: boolean; acceptedBy?: string },
): Promise<InvitationRow> {
  let query = db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', hashInvitationToken(token))
    .where('organization_id', '=', organizationId);
  if (options.lock) query = query.forUpdate();
  const invitation = await query.executeTakeFirst();
  if (!invitation) throw notFound(refusal('staff.invitationInvalid'));
  if (invitation.accepted_at) {
    // A double click by the account that accepted it: the same answer.
    if (options.acceptedBy && invitation.accepted_by === options.acceptedBy) return invitation;
    throw conflict(refusal('staff.invitationAccepted'));
  }
  if (invitation.revoked_at) throw conflict(refusal('staff.invitationWithdrawn'));
  if (invitation.expires_at <= new Date()) throw conflict(refusal('staff.invitationExpired'));
  return invitation;
}

/** What the invitation page shows before anyone signs in: looking does not use the link. */
export async function invitationDetails(
  db: Executor,
  organizationId: string,
  token: string,
): Promise<Pick<InvitationRow, 'role' | 'email' | 'expires_at'>> {
  return usableInvitation(db, organizationId, token, { lock: false });
}

/**
 * The signed-in account takes the invitation sent to its address. Single use: a replay by
 * the same account (a double click) answers the same role; anyone else is refused.
 */
export async function acceptInvitation(
  db: Executor,
  organizationId: string,
  accountId: string,
  token: string,
): Promise<StaffRole> {
  return db.transaction().execute(async (trx) => {
    const invitation = await usableInvitation(trx, organizationId, token, {
      lock: true,
      acceptedBy: accountId,
    });
    if (invitation.accepted_at) return invitation.role;
    const account = await trx
      .selectFrom('accounts')
      .select(['email', 'staff_role'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw notFound('No such account.');
    if (account.email.toLowerCase() !== invitation.email.toLowerCase()) {
      throw forbidden(refusal('staff.invitationOtherAddress'));
    }
    if (account.staff_role) throw conflict(refusal('staff.alreadyStaff'));
    await trx
      .updateTable('accounts')
      .set({ staff_role: invitation.role, is_admin: true, updated_at: new Date() })
      .where('id', '=', accountId)
      .execute();
    await trx
      .updateTable('staff_invitations')
      .set({ accepted_at: new Date(), accepted_by: accountId })
      .where('id', '=', invitation.id)
      .execute();
    await appendAudit(trx, {
      organizationId,
      actor: accountId,
      action: 'staff.invitation-accepted',
      subjectType: 'staff-invitation',
      subjectId: invitation.id,
      details: { email: account.email, role: invitation.role, invitedBy: invitation.invited_by },
    });
    return invitation.role;
  });
}
