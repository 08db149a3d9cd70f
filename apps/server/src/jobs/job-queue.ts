import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** Claims so far, this one included. */
  attempts: number;
}

/** Adds a job once: the (kind, key) pair is unique, so enqueuing twice is harmless. */
export async function enqueueJob(
  db: Executor,
  kind: string,
  key: string,
  payload: Record<string, unknown>,
  runAfter?: Date,
) {
  await db
    .insertInto('jobs')
    .values({
      kind,
      key,
      payload: JSON.stringify(payload),
      ...(runAfter ? { run_after: runAfter } : {}),
    })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing())
    .execute();
}

/**
 * Claims due jobs for this worker. SKIP LOCKED lets several processes claim at once without
 * taking each other's rows; a claim lasts `leaseSeconds`, after which a crashed worker's job
 * is claimed again (handlers are idempotent).
 */
export async function claimJobs(
  db: Executor,
  kind: string,
  limit: number,
  leaseSeconds = 120,
): Promise<ClaimedJob[]> {
  const { rows } = await sql<ClaimedJob>`
    update jobs set status = 'running', attempts = attempts + 1, updated_at = now(),
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from jobs
      where kind = ${kind} and run_after <= now()
        and (status = 'queued' or (status = 'running' and locked_until < now()))
      order by id limit ${limit}
      for update skip locked)
    returning id, kind, key, payload, attempts`.execute(db);
  return rows;
}

export async function finishJob(db: Executor, id: number, error?: string) {
  await db
    .updateTable('jobs')
    .set({
      status: error ? 'failed' : 'done',
      last_error: error ?? null,
      locked_until: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}
