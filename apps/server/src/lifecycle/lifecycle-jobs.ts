import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export const LifecycleJob = {
  OpenScheduled: 'instance-open',
  CloseSales: 'instance-close-sales',
  Draw: 'instance-draw',
  OpenNext: 'instance-open-next',
} as const;
export type LifecycleJob = (typeof LifecycleJob)[keyof typeof LifecycleJob];

/** A queued step follows its instance when the instance's time is changed. */
const followTime = sql`on conflict (kind, key) do update set run_after = excluded.run_after
  where jobs.status = 'queued' and jobs.run_after <> excluded.run_after`;

/**
 * Puts every due-or-future lifecycle step in the jobs table. Each step has one key (the
 * instance, or the game and the sequence to open), so every process may sweep at any time:
 * `on conflict do nothing` keeps one job per step.
 */
export async function enqueueLifecycleJobs(db: Executor): Promise<void> {
  await sql`
    insert into jobs (kind, key, payload, run_after)
    select ${LifecycleJob.OpenScheduled}, i.id::text, jsonb_build_object('instanceId', i.id),
      coalesce(i.started_on, now())
    from game_instances i where i.status = 'Scheduled'
    on conflict (kind, key) do nothing`.execute(db);
  await sql`
    insert into jobs (kind, key, payload, run_after)
    select ${LifecycleJob.CloseSales}, i.id::text, jsonb_build_object('instanceId', i.id),
      i.sales_close_at
    from game_instances i where i.status = 'Open'
    ${followTime}`.execute(db);
  await sql`
    insert into jobs (kind, key, payload, run_after)
    select ${LifecycleJob.Draw}, i.id::text, jsonb_build_object('instanceId', i.id), i.draw_at
    from game_instances i join games g on g.id = i.game_id and not g.manual_draw
    where i.status in ('Open', 'SalesClosed')
    ${followTime}`.execute(db);
  // A season goes on: the current game whose latest instance was drawn opens the next one.
  await sql`
    insert into jobs (kind, key, payload)
    select ${LifecycleJob.OpenNext}, g.id || ':' || (latest.sequence + 1),
      jsonb_build_object('gameId', g.id)
    from organizations o
    join games g on g.id = o.current_game_id
    join lateral (select sequence, status from game_instances
                  where game_id = g.id order by sequence desc limit 1) latest on true
    where latest.status = 'Drawn'
    on conflict (kind, key) do nothing`.execute(db);
}

/** Puts a claimed job back in the queue until `at` (a step that is not due yet). */
export async function retryJobAt(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', locked_until: null, run_after: at, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
