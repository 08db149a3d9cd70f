import type { StaffRole } from '@charity/domain/staff/staff-roles';
import type { Executor } from '../db/executor';

/** The account's staff role in its organization; null for a player or an unknown account. */
export async function findStaffRole(
  db: Executor,
  organizationId: string,
  accountId: string,
): Promise<StaffRole | null> {
  const account = await db
    .selectFrom('accounts')
    .select('staff_role')
    .where('id', '=', accountId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return account?.staff_role ?? null;
}
