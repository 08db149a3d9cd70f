import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { openInstanceId, type Slug } from '../payments/money-fixtures';
import type { TestApp } from './test-app';

const HEX = 'a'.repeat(64);

/** Resolves once a session of this database waits for a row lock (PostgreSQL only). */
export async function waitUntilSomeoneWaitsForALock(db: Kysely<Database>): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    const { rows } = await sql<{ waiting: string }>`select count(*) as waiting
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('nobody waited for a lock');
}

/**
 * What the draw does to the organization's open instance, held open until `commit`: the row
 * locked, Drawn, its draw recorded. Whatever waits for the instance waits for `commit`.
 */
async function holdDraw(t: TestApp, slug: Slug) {
  const organizationId = await t.organizationId(slug);
  const instanceId = await openInstanceId(t, slug);
  let commit = () => {};
  const decided = new Promise<void>((resolve) => (commit = resolve));
  const done = t.database.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ game_id: string; name: string }>`
      select game_id, name from game_instances where id = ${instanceId} for update`.execute(trx);
    const instance = rows[0];
    if (!instance) throw new Error('no instance');
    await trx
      .updateTable('game_instances')
      .set({ status: GameInstanceStatus.Drawn })
      .where('id', '=', instanceId)
      .execute();
    await sql`insert into draws (game_instance_id, organization_id, game_id, game_type,
        instance_name, range_max, commitment, seed, entries_hash, entries_count, outcome,
        sales_cents, jackpot_cents, pot_total_cents, prize_cents, rollover_cents,
        charity_cents, draw_year, drawn_by)
      values (${instanceId}, ${organizationId}, ${instance.game_id}, 1, ${instance.name},
        1000, ${HEX}, ${HEX}, ${HEX}, 0, 'NoEntries', 0, 0, 0, 0, 0, 0, 2026, 'test')`.execute(trx);
    await decided;
  });
  return { organizationId, instanceId, commit, done };
}

/**
 * Starts `action` while the draw of the organization's open instance holds it, lets the draw
 * commit once something waits for a lock, and answers what the action answered.
 */
export async function whileTheDrawHolds<T>(
  t: TestApp,
  slug: Slug,
  action: (draw: { organizationId: string; instanceId: string }) => Promise<T>,
): Promise<T> {
  const draw = await holdDraw(t, slug);
  const result = action(draw);
  await waitUntilSomeoneWaitsForALock(t.database.db);
  draw.commit();
  await draw.done;
  return result;
}
