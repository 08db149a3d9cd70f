import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { TestApp } from '../helpers/test-app';

/**
 * The moment between a draw's cancel and its lifecycle pass: the cancel is committed, its
 * voids have not reached the payments yet (a crash, a pass still running).
 */
export async function cancelledBeforeItsPass(t: TestApp, instanceId: string): Promise<void> {
  const staff = await t.database.db
    .selectFrom('accounts')
    .select('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('game_instances')
    .set({
      status: GameInstanceStatus.Cancelled,
      cancelled_at: new Date(),
      cancelled_by: staff.id,
      cancel_reason: 'Venue closed',
    })
    .where('id', '=', instanceId)
    .execute();
}
