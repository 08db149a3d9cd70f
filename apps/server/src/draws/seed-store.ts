import { randomBytes } from 'node:crypto';
import { commitToSeed, seedFromBytes } from '@charity/domain/draws/seed-commitment';
import type { Executor } from '../db/executor';

/**
 * Gives the instance its secret seed (32 bytes from the system's CSPRNG) and publishes the
 * SHA-256 commitment on the instance, once: a second call, in any process, finds the first
 * seed. Answers the commitment.
 */
export async function ensureSeed(db: Executor, instanceId: string): Promise<string> {
  await db
    .insertInto('draw_seeds')
    .values({ game_instance_id: instanceId, seed: seedFromBytes(randomBytes(32)) })
    .onConflict((oc) => oc.column('game_instance_id').doNothing())
    .execute();
  const seed = await readSeed(db, instanceId);
  const commitment = commitToSeed(seed);
  await db
    .updateTable('game_instances')
    .set({ seed_commitment: commitment })
    .where('id', '=', instanceId)
    .where('seed_commitment', 'is', null)
    .execute();
  return commitment;
}

/** The secret seed: only the draw itself reads it. */
export async function readSeed(db: Executor, instanceId: string): Promise<string> {
  const row = await db
    .selectFrom('draw_seeds')
    .select('seed')
    .where('game_instance_id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return row.seed;
}

/** Open or closed instances that never got a seed (e.g. provisioned from a file). */
export async function commitMissingSeeds(db: Executor): Promise<number> {
  const rows = await db
    .selectFrom('game_instances')
    .select('id')
    .where('seed_commitment', 'is', null)
    .where('status', 'in', ['Scheduled', 'Open', 'SalesClosed'])
    .execute();
  for (const row of rows) await ensureSeed(db, row.id);
  return rows.length;
}
