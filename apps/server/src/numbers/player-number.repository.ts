import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import { numberStatus } from '@charity/domain/numbers/number-status';
import type { SubscriptionStatus } from '@charity/domain/subscription-status';
import type { Executor } from '../db/executor';

interface GroupQuery {
  playerId: string;
  gameId: string;
  /** The instance that Paid and the payment states refer to. */
  instanceId: string | null;
  groupIds?: readonly string[];
}

/** The player's groups of one game, each number with its status for the instance. */
export async function listGroups(db: Executor, query: GroupQuery): Promise<PlayerNumberGroup[]> {
  if (query.groupIds?.length === 0) return [];
  let select = db
    .selectFrom('player_number_groups as g')
    .innerJoin('player_numbers as n', 'n.group_id', 'g.id')
    .leftJoin('instance_entries as e', (join) =>
      join
        .onRef('e.group_id', '=', 'g.id')
        .onRef('e.ticket_number', '=', 'n.ticket_number')
        .on('e.game_instance_id', '=', query.instanceId ?? '00000000-0000-0000-0000-000000000000'),
    )
    .leftJoin('payments as p', 'p.id', 'e.payment_id')
    .select([
      'p.status as payment_status',
      'g.id',
      'g.subscription_status',
      'g.subscription_instance_id',
      'g.subscription_method_id',
      'n.ticket_number',
      'e.paid',
    ])
    .where('g.player_id', '=', query.playerId)
    .where('g.game_id', '=', query.gameId);
  if (query.groupIds) select = select.where('g.id', 'in', query.groupIds);
  const rows = await select.orderBy('n.ticket_number').execute();

  const groups = new Map<string, GroupRow[]>();
  for (const row of rows) groups.set(row.id, [...(groups.get(row.id) ?? []), row]);
  return [...groups.entries()].map(([id, numbers]) => groupView(id, numbers, query));
}

/** One number of a group as listGroups reads it, with its entry in the instance (if any). */
export interface GroupRow {
  payment_status: string | null;
  subscription_status: number;
  subscription_instance_id: string | null;
  subscription_method_id: string | null;
  ticket_number: number;
  paid: boolean | null;
}

/** A group as the API shows it, from its numbers in ticket order. */
export function groupView(
  id: string,
  rows: readonly GroupRow[],
  query: { gameId: string; instanceId: string | null },
): PlayerNumberGroup {
  const paid = rows.some((row) => row.paid === true);
  const pending = rows.some((row) => row.paid === false);
  // Held at the bank's check: not played (nor processing) until the player approves.
  const awaiting = rows.some((row) => row.payment_status === 'requires_action');
  const first = rows[0];
  const groupEntry = awaiting ? 'none' : pending ? 'pending' : paid ? 'paid' : 'none';
  const statusOf = (row: GroupRow) =>
    numberStatus({
      // A number a staff void took out of the draw has no entry left while the rest of its
      // group plays: it shows as not played, never as "played for this draw".
      entry: groupEntry !== 'none' && row.paid === null ? 'none' : groupEntry,
      subscriptionStatus: (first?.subscription_status ?? 0) as SubscriptionStatus,
      subscriptionInstanceId: first?.subscription_instance_id ?? null,
      instanceId: query.instanceId,
    });
  return {
    Id: id,
    Paid: paid && !pending,
    PlayerNumbers: rows.map((row) => ({
      TicketNumber: row.ticket_number,
      SubscriptionStatus: statusOf(row),
      GameId: query.gameId,
    })),
    Subscribed: (first?.subscription_status ?? 0) > 0,
    SubscriptionPaymentMethodId:
      (first?.subscription_status ?? 0) > 0 ? (first?.subscription_method_id ?? null) : null,
  };
}
