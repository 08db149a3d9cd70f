import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { bearerFor } from '../draws/draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';

/** The bearer headers of a new staff member with this role in this organization. */
export async function staffHeaders(
  t: TestApp,
  slug: 'goldrush' | 'fiftyfifty',
  role: StaffRole,
): Promise<Record<string, string>> {
  const organizationId = await t.organizationId(slug);
  const account = await createPlayer(t.database.db, organizationId, { staffRole: role });
  return bearerFor(t, slug, account, true);
}
