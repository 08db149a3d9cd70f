import { extraDrawSchema } from '@charity/domain/api/extra-draws';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { bearerFor, type GameUnderTest, type Slug } from './draw-fixtures';

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

/** The call adding an extra draw to the game's open instance: an early bird unless `body` says. */
export function postExtraDraw(
  t: TestApp,
  headers: Record<string, string>,
  game: GameUnderTest,
  body: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/draw/extra',
    headers,
    payload: {
      OrganizationId: game.organizationId,
      GameInstanceId: game.instanceId,
      Name: 'Early bird',
      Prize: { Kind: 'Fixed', Amount: 50_000 },
      CutoffAt: hoursFromNow(1),
      DrawAt: hoursFromNow(2),
      ...body,
    },
  });
}

/** An "Early bird" extra draw of the game's open instance with a fixed prize, run by these staff. */
export async function runEarlyBird(
  t: TestApp,
  headers: Record<string, string>,
  game: GameUnderTest,
  prizeCents: number,
): Promise<string> {
  const created = await postExtraDraw(t, headers, game, {
    Prize: { Kind: 'Fixed', Amount: prizeCents },
  });
  const extraId = extraDrawSchema.parse(created.json()).Id;
  await makeExtraDue(t, extraId);
  const run = await t.app.inject({
    method: 'POST',
    url: '/api/draw/extra/run',
    headers,
    payload: { OrganizationId: game.organizationId, ExtraDrawId: extraId },
  });
  expect(run.statusCode, run.body).toBe(200);
  return extraId;
}
