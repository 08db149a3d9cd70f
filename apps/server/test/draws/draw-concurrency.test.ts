import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { enqueueJob } from '../../src/jobs/job-queue';
import { LifecycleJob } from '../../src/lifecycle/lifecycle-jobs';
import { runLifecycle } from '../../src/lifecycle/run-lifecycle';
import { testEnv, type TestApp } from '../helpers/test-app';
import { testIdentity } from '../identity/fixtures';
import { adminHeaders, buildDrawApp, makeDue, payEntries, prepareGame } from './draw-fixtures';

let t: TestApp;
let second: App;
beforeAll(async () => {
  t = await buildDrawApp();
  // A second app over the same database, as a second process behind a load balancer.
  second = await buildApp({
    env: testEnv(),
    db: t.database.db,
    identity: testIdentity,
    draws: { lifecycleIntervalMs: 0 },
  });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('a draw runs exactly once', () => {
  it('20 requests on two app instances plus the scheduler job: one draw, one winner', async () => {
    const game = await prepareGame(t, 'goldrush', { range: 20, manualDraw: true });
    await payEntries(
      t,
      game,
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await makeDue(t, game.instanceId);
    await enqueueJob(t.database.db, LifecycleJob.Draw, game.instanceId, {
      instanceId: game.instanceId,
    });
    const headers = await adminHeaders(t, 'goldrush');
    const payload = { OrganizationId: game.organizationId, GameInstanceId: game.instanceId };
    const requests = Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? t.app : second).inject({
        method: 'POST',
        url: '/api/draw/manual/run',
        headers,
        payload,
      }),
    );
    const [responses, ran] = await Promise.all([Promise.all(requests), runLifecycle(t.app)]);

    const ok = responses.filter((response) => response.statusCode === 200);
    const conflicts = responses.filter((response) => response.statusCode === 409);
    expect(ok.length + conflicts.length).toBe(20);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const response of conflicts) {
      expect(response.json()).toMatchObject({
        Code: 'AlreadyDrawn',
        Message: 'This draw has already been run',
      });
    }
    expect(ran).toBeGreaterThanOrEqual(1);
    const db = t.database.db;
    const draws = await db
      .selectFrom('draws')
      .selectAll()
      .where('game_id', '=', game.gameId)
      .execute();
    expect(draws).toHaveLength(1);
    expect(draws[0]?.outcome).toBe('PaidWinner');
    const audits = await db
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'draw')
      .where('subject_id', '=', game.instanceId)
      .execute();
    expect(audits).toHaveLength(1);
    const mails = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', '%won the%')
      .execute();
    expect(mails).toHaveLength(1);
    const open = await db
      .selectFrom('game_instances')
      .select('sequence')
      .where('game_id', '=', game.gameId)
      .where('status', '=', 'Open')
      .execute();
    expect(open).toEqual([{ sequence: 2 }]);
  });
});
