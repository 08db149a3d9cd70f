import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import { instanceRow } from './game-setup-view';
import { INSTANCE_COLUMNS, type InstanceDbRow } from './game-setup.repository';
import { refusal } from '../refusals/refusal-catalogue';

/** The instance, its row locked (a draw, an opening or another change waits), and whether it was drawn. */
export async function lockInstance(trx: Executor, gameId: string, instanceId: string) {
  const row = await trx
    .selectFrom('game_instances')
    .select(INSTANCE_COLUMNS)
    .select(
      sql<boolean>`exists (select 1 from draws d where d.game_instance_id = game_instances.id)`.as(
        'drawn',
      ),
    )
    .where('id', '=', instanceId)
    .where('game_id', '=', gameId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(refusal('gameInstance.notFound', { id: instanceId }));
  return row;
}

/** The instance's name and times, as the audit log records a change of them. */
export const scheduleOf = (row: InstanceDbRow) => {
  const view = instanceRow(row);
  return {
    name: view.name,
    description: view.description,
    status: view.status,
    opensAt: view.startedOn,
    salesCloseAt: view.salesCloseAt,
    drawAt: view.drawAt,
    translations: view.translations,
  };
};
