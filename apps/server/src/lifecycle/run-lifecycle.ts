import type { FastifyInstance } from 'fastify';
import { afterDraw } from '../draws/after-draw';
import { runExtraDrawJobs } from '../draws/extra-draw-jobs';
import { ALREADY_DRAWN_MESSAGE } from '../draws/draw-errors';
import { runInstanceDraw } from '../draws/run-instance-draw';
import { commitMissingSeeds, ensureSeed } from '../draws/seed-store';
import { HttpError } from '../errors/http-errors';
import { sweepStalePayments } from '../payments/stale-payments';
import { settleBeforeDraw } from '../payments/unsettled-at-close';
import { runVoidRefunds } from '../payments/void-refunds';
import { runMoneyBack } from '../refunds/money-back/money-back-job';
import { claimJobs, finishJob, type ClaimedJob } from '../jobs/job-queue';
import { closeSales, openScheduled } from './close-sales';
import { enqueueLifecycleJobs, LifecycleJob, retryJobAt } from './lifecycle-jobs';
import { openNextInstance } from './open-instance';
import { enterPendingPrepaidDraws, enterPrepaidDraws } from '../prepaid/enter-prepaid-draws';
import { finishCancellations } from '../setup/instance-cancel';

/** A draw that waits for payments still settling is tried again this much later. */
const PENDING_RETRY_MS = 15_000;

type Outcome = { retryAt: Date } | void;

async function drawJob(app: FastifyInstance, instanceId: string): Promise<Outcome> {
  try {
    // A close-out the close step could not finish (a crash between them) is finished here.
    await settleBeforeDraw(app, instanceId, 'scheduler');
    const draw = await runInstanceDraw(app.db, {
      instanceId,
      actor: 'scheduler',
      mode: 'scheduled',
    });
    await afterDraw(app, draw, 'scheduler');
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    if (error.message === ALREADY_DRAWN_MESSAGE) return; // An administrator or a peer drew it.
    const instance = await app.db
      .selectFrom('game_instances')
      .select(['draw_at', 'status'])
      .where('id', '=', instanceId)
      .executeTakeFirst();
    if (!instance || instance.status === 'Cancelled') return;
    const due = instance.draw_at.getTime();
    return { retryAt: new Date(Math.max(due, Date.now() + PENDING_RETRY_MS)) };
  }
}

async function handle(app: FastifyInstance, job: ClaimedJob): Promise<Outcome> {
  const instanceId = String(job.payload.instanceId);
  switch (job.kind) {
    case LifecycleJob.OpenScheduled:
      await app.db.transaction().execute(async (trx) => {
        if (!(await openScheduled(trx, instanceId))) return;
        await ensureSeed(trx, instanceId);
        await enterPrepaidDraws(trx, instanceId);
      });
      return;
    case LifecycleJob.CloseSales: {
      const result = await app.db.transaction().execute((trx) => closeSales(trx, instanceId));
      if (result.closed) await settleBeforeDraw(app, instanceId, 'scheduler');
      return result.retryAt ? { retryAt: result.retryAt } : undefined;
    }
    case LifecycleJob.Draw:
      return drawJob(app, instanceId);
    case LifecycleJob.OpenNext:
      await openNextInstance(app.db, String(job.payload.gameId));
      return;
  }
}

/**
 * One pass of the instance lifecycle: settle stale payments, enqueue every step, then claim the due ones (each
 * process may run this at any time; SKIP LOCKED and the jobs' unique keys make every step
 * run once) and run them in order: open, close sales, draw, open next.
 */
export async function runLifecycle(app: FastifyInstance, batch = 20): Promise<number> {
  // First: a payment left without its answer would hold up this pass's draws.
  if (app.hasDecorator('payments')) {
    await sweepStalePayments(app);
    await runVoidRefunds(app);
    await runMoneyBack(app);
    // An instance cancelled in the console: a refund a crash left, a payment settled since.
    await finishCancellations(app);
  }
  await commitMissingSeeds(app.db);
  await enterPendingPrepaidDraws(app.db);
  await enqueueLifecycleJobs(app.db);
  let ran = 0;
  for (const kind of Object.values(LifecycleJob)) {
    for (const job of await claimJobs(app.db, kind, batch)) {
      ran++;
      try {
        const outcome = await handle(app, job);
        if (outcome) await retryJobAt(app.db, job.id, outcome.retryAt);
        else await finishJob(app.db, job.id);
      } catch (err) {
        app.log.error({ err, job: `${job.kind}:${job.key}` }, 'lifecycle step failed');
        await finishJob(app.db, job.id, err instanceof Error ? err.message : String(err));
      }
    }
  }
  // Extra draws (early bird, multi-prize) before the instances' own steps of the next pass.
  ran += await runExtraDrawJobs(app, batch);
  return ran;
}
