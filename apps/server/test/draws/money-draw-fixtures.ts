import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { sql } from 'kysely';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { bearerFor, type Slug } from './draw-fixtures';

/** Headers of a new staff member of an organization with this role. */
export async function staffHeaders(t: TestApp, slug: Slug, role: StaffRole) {
  const account = await createPlayer(t.database.db, await t.organizationId(slug), {
    staffRole: role,
  });
  return bearerFor(t, slug, account, true);
}

/** Moves these entries of an instance back in time (made before an extra draw's cut-off). */
export async function backdateEntries(t: TestApp, instanceId: string, numbers: number[]) {
  await sql`update instance_entries set created_at = now() - interval '2 hours'
    where game_instance_id = ${instanceId} and ticket_number = any(${numbers})`.execute(
    t.database.db,
  );
}

/** Moves an extra draw's cut-off an hour back and its draw time a minute back: due now. */
export async function makeExtraDue(t: TestApp, extraDrawId: string) {
  await sql`update extra_draws set cutoff_at = now() - interval '1 hour',
    draw_at = now() - interval '1 minute' where id = ${extraDrawId}`.execute(t.database.db);
}

export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString();
