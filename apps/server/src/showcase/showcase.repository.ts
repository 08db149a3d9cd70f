import type { ShowcaseWinner } from '@charity/domain/api/showcase';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';

interface WinnerRow {
  instance_name: string;
  prize_name: string | null;
  drawn_at: Date;
  winning_number: number;
  prize_cents: string | number;
  winner_display_name: string | null;
  rollover: boolean;
}

/**
 * The organization's latest results, newest first, across years: main draws with a winner or
 * a rollover (GoldRush: the number drawn was not sold), extra draws (early bird, second prize),
 * and for a redrawn draw its last redraw's winner instead of the one it replaced.
 */
export async function findLastWinners(
  db: Executor,
  organizationId: string,
  limit: number,
): Promise<ShowcaseWinner[]> {
  const { rows } = await sql<WinnerRow>`
    with redrawn as (
      select distinct on (r.draw_id) r.draw_id, r.winning_number, r.winner_display_name,
        r.prize_cents, r.drawn_at
      from redraws r
      where r.organization_id = ${organizationId} and r.status = 'Drawn'
      order by r.draw_id, r.sequence desc
    )
    select * from (
      select d.instance_name, null::text as prize_name,
        coalesce(r.drawn_at, d.drawn_at) as drawn_at,
        coalesce(r.winning_number, d.winning_number) as winning_number,
        case when d.outcome = 'Rollover' then d.rollover_cents
          else coalesce(r.prize_cents, d.prize_cents) end as prize_cents,
        case when r.draw_id is null then d.winner_display_name else r.winner_display_name end
          as winner_display_name,
        d.outcome = 'Rollover' as rollover
      from draws d left join redrawn r on r.draw_id = d.game_instance_id
      where d.organization_id = ${organizationId} and d.winning_number is not null
        and (d.winner_display_name is not null or d.outcome = 'Rollover')
      union all
      select i.name, x.name, coalesce(r.drawn_at, x.drawn_at),
        coalesce(r.winning_number, x.winning_number), coalesce(r.prize_cents, x.prize_cents),
        case when r.draw_id is null then x.winner_display_name else r.winner_display_name end,
        false
      from extra_draws x join game_instances i on i.id = x.game_instance_id
      left join redrawn r on r.draw_id = x.id
      where x.organization_id = ${organizationId} and x.status = 'Drawn'
        and x.winning_number is not null and x.winner_display_name is not null
    ) results
    where winning_number is not null and (rollover or winner_display_name is not null)
    order by drawn_at desc
    limit ${limit}`.execute(db);
  return rows.map((row) => ({
    DisplayName: row.winner_display_name ?? '',
    WinningNumber: row.winning_number,
    Prize: Number(row.prize_cents),
    DrawnOn: new Date(row.drawn_at).toISOString(),
    GameInstanceName: row.instance_name,
    PrizeName: row.prize_name,
    Rollover: row.rollover,
  }));
}
