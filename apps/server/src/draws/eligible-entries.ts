import {
  ineligiblePlayers,
  leftOutEntries,
  type LeftOutEntry,
} from '@charity/domain/draws/eligibility';
import type { Executor } from '../db/executor';

export interface EligibilityQuery {
  organizationId: string;
  instanceId: string;
  gameId: string;
  /** When the draw runs: exclusions in force then count. */
  at: Date;
  /** Extra draws: only entries made up to the cut-off take part. */
  cutoff?: Date | null;
  /** Redraws: the winners it and the earlier redraws replace. */
  replacedWinners?: readonly string[];
}

/**
 * The entries of the instance whose holder the domain's eligibility rule (one rule for every
 * draw) leaves out, with the reason. Reads the organization's exclusions, then only the
 * ineligible players' entries, through their numbers (player_numbers_player_idx and the
 * entries' primary key): a draw of ten million entries never scans them for this.
 */
export async function leftOutOf(db: Executor, query: EligibilityQuery): Promise<LeftOutEntry[]> {
  const exclusions = await db
    .selectFrom('self_exclusions')
    .select(['player_id', 'starts_at', 'ends_at', 'opted_back_in_at'])
    .where('organization_id', '=', query.organizationId)
    .where('starts_at', '<=', query.at)
    .execute();
  const ineligible = ineligiblePlayers({
    at: query.at,
    exclusions: exclusions.map((row) => ({
      playerId: row.player_id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      optedBackInAt: row.opted_back_in_at ? new Date(row.opted_back_in_at) : null,
    })),
    ...(query.replacedWinners ? { replacedWinners: query.replacedWinners } : {}),
  });
  if (ineligible.size === 0) return [];
  let entries = db
    .selectFrom('player_numbers as n')
    .innerJoin('instance_entries as e', (join) =>
      join
        .onRef('e.ticket_number', '=', 'n.ticket_number')
        .on('e.game_instance_id', '=', query.instanceId),
    )
    .select(['e.ticket_number', 'n.player_id'])
    .where('n.game_id', '=', query.gameId)
    .where('n.player_id', 'in', [...ineligible.keys()])
    .where('e.paid', '=', true);
  if (query.cutoff) entries = entries.where('e.created_at', '<=', query.cutoff);
  const rows = await entries.execute();
  return leftOutEntries(
    rows.map((row) => ({ entry: row.ticket_number, playerId: row.player_id })),
    ineligible,
  );
}

/** The left-out entry numbers, as the entry readers skip them. */
export const leftOutNumbers = (leftOut: readonly LeftOutEntry[]) =>
  leftOut.map((item) => item.entry);
