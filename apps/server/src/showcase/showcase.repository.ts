import type { ShowcaseWinner } from '@charity/domain/api/showcase';
import type { Executor } from '../db/executor';

/** The organization's latest draws that had a winner, newest first, across years. */
export async function findLastWinners(
  db: Executor,
  organizationId: string,
  limit: number,
): Promise<ShowcaseWinner[]> {
  const rows = await db
    .selectFrom('draws')
    .select(['instance_name', 'drawn_at', 'winning_number', 'prize_cents', 'winner_display_name'])
    .where('organization_id', '=', organizationId)
    .where('winning_number', 'is not', null)
    .where('winner_display_name', 'is not', null)
    .orderBy('drawn_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    DisplayName: row.winner_display_name ?? '',
    WinningNumber: row.winning_number ?? 0,
    Prize: Number(row.prize_cents),
    DrawnOn: row.drawn_at.toISOString(),
    GameInstanceName: row.instance_name,
  }));
}
