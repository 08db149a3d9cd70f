import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { z } from 'zod';
import type { Executor } from '../db/executor';
import { findOrganizationBySlug } from '../organizations/organization.repository';
import { createInvitation } from './staff-management';

export interface OwnerInvitation {
  organization: string;
  email: string;
  link: string;
  expiresAt: Date;
}

const emailSchema = z.email();

/**
 * An owner's invitation made by the platform's operator (no staff member yet to make it): the
 * first owner of an organization just loaded, or a new one when every owner has lost access.
 * The single-use link is on the organization's first host name over https, or on `origin`.
 */
export async function inviteOwner(
  db: Executor,
  slug: string,
  email: string,
  origin?: string,
): Promise<OwnerInvitation> {
  if (!emailSchema.safeParse(email).success) throw new Error(`Not an e-mail address: ${email}`);
  const organization = await findOrganizationBySlug(db, slug);
  if (!organization) {
    throw new Error(
      `No organization "${slug}": load its file first (npm run org:load -- <file.yaml>).`,
    );
  }
  const host = await db
    .selectFrom('organization_hosts')
    .select('host')
    .where('organization_id', '=', organization.id)
    .orderBy('host')
    .executeTakeFirst();
  const base = origin ?? (host ? `https://${host.host}` : undefined);
  if (!base) {
    throw new Error(
      `Organization "${slug}" has no host name: add \`hosts:\` to its file and load it again, or set PUBLIC_ORIGIN.`,
    );
  }
  const invitation = await createInvitation(
    db,
    { organizationId: organization.id, accountId: null },
    email,
    'owner',
  );
  return {
    organization: slug,
    email,
    link: `${base}${staffPaths.invitation}#token=${encodeURIComponent(invitation.token)}`,
    expiresAt: invitation.expiresAt,
  };
}
