import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** Whether the address falls in one of the organization's allow-listed networks. */
export async function isAllowListed(
  db: Executor,
  organizationId: string,
  ip: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('geofence_ip_allow_list')
    .select('network')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`${ip}::inet <<= network`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
