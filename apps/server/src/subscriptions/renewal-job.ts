import { SubscriptionStatus } from '@charity/domain/subscription-status';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { claimJobs, finishJob } from '../jobs/job-queue';
import { checkout } from '../payments/checkout';
import { reservePlay } from '../numbers/reserve-play';

export const RENEWAL_JOB = 'subscription-renewal';

/**
 * One job per (open instance, subscribed group), for groups subscribed before the instance
 * started: the unique (kind, key) makes this safe to run from every process at any time.
 */
export async function enqueueRenewals(app: FastifyInstance): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into jobs (kind, key, payload)
    select ${RENEWAL_JOB}, i.id || ':' || g.id,
           jsonb_build_object('instanceId', i.id, 'groupId', g.id, 'playerId', g.player_id,
                              'organizationId', g.organization_id, 'methodId', g.subscription_method_id)
    from game_instances i
    join games ga on ga.id = i.game_id and ga.subscriptions_enabled
    join player_number_groups g on g.game_id = i.game_id
    where i.status = 'Open' and i.sales_close_at > now()
      and g.subscription_status > ${SubscriptionStatus.Unsubscribed}
      and g.subscription_method_id is not null
      and g.subscribed_at < coalesce(i.started_on, i.created_at)
    on conflict (kind, key) do nothing
    returning id`.execute(app.db);
  return rows.length;
}

async function renew(app: FastifyInstance, payload: Record<string, unknown>, key: string) {
  const instanceId = String(payload.instanceId);
  const groupId = String(payload.groupId);
  const playerId = String(payload.playerId);
  const played = await app.db
    .selectFrom('instance_entries')
    .select('ticket_number')
    .where('game_instance_id', '=', instanceId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (played) return; // Paid by hand already: nothing to renew.
  await app.db
    .updateTable('player_number_groups')
    .set({
      subscription_status: SubscriptionStatus.PaymentProcessing,
      subscription_instance_id: instanceId,
    })
    .where('id', '=', groupId)
    .where('subscription_status', '>', SubscriptionStatus.Unsubscribed)
    .execute();
  // The payment's idempotency key is the job key: two runs of one job make one payment.
  await checkout(app, {
    kind: 'renewal',
    organizationId: String(payload.organizationId),
    playerId,
    gameInstanceId: instanceId,
    idempotencyKey: `renewal:${key}`,
    requestHash: 'renewal',
    payment: { PaymentMethodId: String(payload.methodId) },
    reserve: (trx, game, instance) =>
      reservePlay(trx, { playerId, gameId: game.id, instanceId: instance.id, groupIds: [groupId] }),
  });
}

/** Claims and runs due renewals; every process may call it, each job runs once. */
export async function runRenewals(app: FastifyInstance, batch = 20): Promise<number> {
  await enqueueRenewals(app);
  const jobs = await claimJobs(app.db, RENEWAL_JOB, batch);
  for (const job of jobs) {
    try {
      await renew(app, job.payload, job.key);
      await finishJob(app.db, job.id);
    } catch (err) {
      app.log.warn({ err, job: job.key }, 'subscription renewal not charged');
      await app.db
        .updateTable('player_number_groups')
        .set({ subscription_status: SubscriptionStatus.PaymentFailure })
        .where('id', '=', String(job.payload.groupId))
        .where('subscription_status', '=', SubscriptionStatus.PaymentProcessing)
        .execute();
      await finishJob(app.db, job.id, err instanceof Error ? err.message : String(err));
    }
  }
  return jobs.length;
}
