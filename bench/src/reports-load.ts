import pg from 'pg';

export interface ReportsBenchShape {
  tickets: number;
  weeks: number;
  players: number;
  ticketsPerPayment: number;
}

export interface ReportsBenchData {
  organizationId: string;
  instanceId: string;
  weekFrom: string;
  weekTo: string;
}

/**
 * A season of weekly instances, each with its payments (one-off, renewals, failures, refunds,
 * two providers), paid entries and a draw, for players pledging the demo charities. Loaded
 * with generate_series, per-row triggers and foreign-key checks off for this session only:
 * the benchmark measures the reports, not the loading.
 */
export async function loadReportsSeason(url: string, shape: ReportsBenchShape) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    const { rows } = await run(
      `select o.id as organization_id, o.current_game_id as game_id from organizations o
       where o.slug = 'goldrush'`,
    );
    const { organization_id: org, game_id: game } = rows[0] as {
      organization_id: string;
      game_id: string;
    };
    const perWeek = Math.ceil(shape.tickets / shape.weeks);
    // About 3% of payments fail or are refunded (no entries): the paid tickets reach the target.
    const paymentsPerWeek = Math.ceil(perWeek / shape.ticketsPerPayment / 0.97);
    await run('set session_replication_role = replica');
    await run(`update games set number_range_max = $2 where id = $1`, [game, perWeek + 1]);
    await run(
      `insert into accounts (organization_id, email, password_hash, first_name, last_name,
         charity_id, created_at)
       select $1, 'bench-' || n || '@example.org', 'unused', 'Bench', 'Player',
         (select id from charities c where c.organization_id = $1
           order by c.sort_order offset (n % 3) limit 1),
         now() - make_interval(days => n % (7 * $3))
       from generate_series(1, $2::int) n`,
      [org, shape.players, shape.weeks],
    );
    await run(
      `create temp table bench_players as
       select row_number() over (order by id) - 1 as k, id from accounts
       where organization_id = $1 and email like 'bench-%'`,
      [org],
    );
    await run(
      `insert into player_number_groups (id, organization_id, player_id, game_id,
         subscription_status)
       select id, $1, id, $2, case when k % 4 = 0 then 1 else 0 end from bench_players`,
      [org, game],
    );
    await run(
      `insert into game_instances (game_id, sequence, name, status, ticket_price_cents,
         sales_close_at, draw_at, started_on, ended_on)
       select $1, 1000 + w, 'Bench week ' || w, 'Drawn', 200,
         now() - make_interval(days => 7 * w) - interval '1 hour',
         now() - make_interval(days => 7 * w), now() - make_interval(days => 7 * w + 7),
         now() - make_interval(days => 7 * w)
       from generate_series(1, $2::int) w`,
      [game, shape.weeks],
    );
    await run(
      `insert into payments (organization_id, player_id, game_instance_id, kind, amount_cents,
         currency, status, provider, idempotency_key, request_hash, group_ids, created_at)
       select $1, p.id, i.id,
         case when n % 5 = 0 then 'renewal' when n % 3 = 0 then 'play' else 'purchase' end,
         200 * $4::int, 'cad',
         case when n % 50 = 0 then 'failed' when n % 97 = 0 then 'refunded' else 'succeeded' end,
         case when n % 4 = 0 then 'stripe' else 'sandbox' end,
         'bench-' || i.sequence || '-' || n, 'bench', array[p.id],
         i.started_on + make_interval(secs => (n * 601800.0 / $3::int))
       from game_instances i
       cross join generate_series(1, $3::int) n
       join bench_players p on p.k = (n + i.sequence) % $5::int
       where i.game_id = $2 and i.sequence >= 1000
       -- In time order, as a running lottery writes them (and as its table is laid out).
       order by 12`,
      [org, game, paymentsPerWeek, shape.ticketsPerPayment, shape.players],
    );
    await run(
      `insert into instance_entries (game_instance_id, ticket_number, group_id, player_id,
         payment_id, paid)
       select p.game_instance_id, (p.r - 1) * $2 + t, p.player_id, p.player_id, p.id, true
       from (select id, game_instance_id, player_id,
               row_number() over (partition by game_instance_id order by id) as r
             from payments where organization_id = $1 and status = 'succeeded') p
       cross join generate_series(1, $2::int) t`,
      [org, shape.ticketsPerPayment],
    );
    await run(
      `insert into draws (game_instance_id, organization_id, game_id, game_type, instance_name,
         range_max, commitment, seed, entries_hash, entries_count, winning_number, outcome,
         winner_display_name, sales_cents, jackpot_cents, pot_total_cents, prize_cents,
         rollover_cents, charity_cents, draw_year, drawn_at, drawn_by, prize_paid_at)
       select i.id, $1, i.game_id, 1, i.name, $3::int, repeat('a', 64), repeat('b', 64),
         repeat('c', 64), $3::int, 7, w.outcome, w.winner, 200000, 0, 200000,
         w.prize, 100000 - w.prize, 100000, extract(year from i.draw_at)::int, i.draw_at, 'bench',
         case when i.sequence % 8 = 0 then i.draw_at + interval '1 day' end
       from game_instances i
       -- Every fourth week a paid winner, half of them recorded as paid: unclaimed prizes.
       cross join lateral (select
           case when i.sequence % 4 = 0 then 'PaidWinner' else 'Rollover' end as outcome,
           case when i.sequence % 4 = 0 then 'Bench P.' end as winner,
           case when i.sequence % 4 = 0 then 100000 else 0 end as prize) w
       where i.game_id = $2 and i.sequence >= 1000`,
      [org, game, perWeek],
    );
    // Each pot is its sales, as payment-transition.ts keeps it (no provisioned or carried pot).
    await run(
      `update game_instances i set pot_total_cents = s.total
       from (select game_instance_id, sum(amount_cents) as total from payments
             where organization_id = $1 and status = 'succeeded' group by game_instance_id) s
       where s.game_instance_id = i.id`,
      [org],
    );
    await run('set session_replication_role = origin');
    await run('vacuum analyze');
    const { rows: picked } = await run(
      `select id, to_char(started_on, 'YYYY-MM-DD') as week_from,
         to_char(ended_on, 'YYYY-MM-DD') as week_to
       from game_instances where game_id = $1 and sequence = 1001`,
      [game],
    );
    const week = picked[0] as { id: string; week_from: string; week_to: string };
    const { rows: counted } = await run('select count(*)::bigint as n from instance_entries');
    return {
      tickets: Number((counted[0] as { n: string }).n),
      data: {
        organizationId: org,
        instanceId: week.id,
        weekFrom: week.week_from,
        weekTo: week.week_to,
      } satisfies ReportsBenchData,
    };
  } finally {
    await client.end();
  }
}
