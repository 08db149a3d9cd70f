import type { DrawResult } from '@charity/domain/api/draw';
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
