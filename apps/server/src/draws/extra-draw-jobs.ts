import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { claimJobs, finishJob } from '../jobs/job-queue';
import { HttpError } from '../errors/http-errors';
import { retryJobAt } from '../lifecycle/lifecycle-jobs';
import { ALREADY_DRAWN_MESSAGE } from './draw-errors';
import { runExtraDraw } from './extra-draws';
import { sendExtraWinnerMail } from './extra-winner-mail';

export const EXTRA_DRAW_JOB = 'extra-draw';
const PENDING_RETRY_MS = 15_000;

/** One job per extra draw still to run, due at its draw time (following a changed time). */
async function enqueue(app: FastifyInstance) {
  await sql`
    insert into jobs (kind, key, payload, run_after)
    select ${EXTRA_DRAW_JOB}, x.id::text, jsonb_build_object('extraDrawId', x.id), x.draw_at
    from extra_draws x where x.status = 'Scheduled'
    on conflict (kind, key) do update set run_after = excluded.run_after
      where jobs.status = 'queued' and jobs.run_after <> excluded.run_after`.execute(app.db);
}

async function runOne(app: FastifyInstance, extraDrawId: string): Promise<Date | null> {
  try {
    const drawn = await runExtraDraw(app.db, {
      extraDrawId,
      actor: 'scheduler',
      mode: 'scheduled',
    });
    await sendExtraWinnerMail(app, drawn);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    if (error.message === ALREADY_DRAWN_MESSAGE || error.statusCode === 404) return null;
    if (error.message.includes('Cancelled')) return null;
    return new Date(Date.now() + PENDING_RETRY_MS);
  }
}

/**
 * The scheduler's extra draws, on every lifecycle pass of every process: the jobs table keeps
 * one job per extra draw and SKIP LOCKED gives each to one process; the draw's row lock and
 * its status make a second run (a peer, a manager's click) a harmless 409.
 */
export async function runExtraDrawJobs(app: FastifyInstance, batch = 20): Promise<number> {
  await enqueue(app);
  const jobs = await claimJobs(app.db, EXTRA_DRAW_JOB, batch);
  for (const job of jobs) {
    try {
      const retryAt = await runOne(app, String(job.payload.extraDrawId));
      if (retryAt) await retryJobAt(app.db, job.id, retryAt);
      else await finishJob(app.db, job.id);
    } catch (err) {
      app.log.error({ err, job: `${job.kind}:${job.key}` }, 'extra draw failed');
      await finishJob(app.db, job.id, err instanceof Error ? err.message : String(err));
    }
  }
  return jobs.length;
}
