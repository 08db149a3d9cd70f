import type { DrawResult } from '@charity/domain/api/draw';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { instanceNameSql } from '../translations/instance-name';
import type { DrawRow } from './run-instance-draw';

/** The API's view of a stored draw. */
export function toDrawResult(row: DrawRow): DrawResult {
  return {
    GameInstanceId: row.game_instance_id,
    GameInstanceName: row.instance_name,
    GameType: row.game_type,
    WinningNumber: row.winning_number,
    Outcome: row.outcome,
    Prize: Number(row.prize_cents),
    Rollover: Number(row.rollover_cents),
    WinnerDisplayName: row.winner_display_name,
    EntriesCount: Number(row.entries_count),
    EntriesHash: row.entries_hash,
    Commitment: row.commitment,
    Seed: row.seed,
    DrawnOn: row.drawn_at.toISOString(),
    VerificationUrl: `/api/draw/published/${row.game_instance_id}`,
  };
}

/** Stored draws with their instance named in the reader's language (`local_name`). */
export const drawsNamedIn = (db: Executor, locale: Locale) =>
  db
    .selectFrom('draws')
    .selectAll()
    .select(
      instanceNameSql(locale, 'draws.game_instance_id', 'draws.instance_name').as('local_name'),
    );

/** A draw of drawsNamedIn as the API shows it. */
export const toNamedDrawResult = (row: DrawRow & { local_name: string }): DrawResult =>
  toDrawResult({ ...row, instance_name: row.local_name });
