import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { findOrganizationById, type Organization } from './organization.repository';

export async function loadOrganization(
  db: Executor,
  organizationId: string,
): Promise<Organization> {
  const organization = await findOrganizationById(db, organizationId);
  if (!organization) throw notFound(`Organization ${organizationId} does not exist.`);
  return organization;
}
