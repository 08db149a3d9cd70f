import { sql, type Kysely } from 'kysely';

/**
 * Issue 25, one life cycle for every refund. Each giving back of money on a processor charge,
 * whatever asked for it (staff void or refund, the player's prepaid refund, a self-exclusion,
 * a cancelled draw, the processor's own refund), is a row of refund_ledger, moving
 * requested -> sent -> succeeded | failed. The database keeps the books, whoever writes:
 * - per processor charge, the charge's refunded_cents is the sum of its ledger rows not
 *   failed (kept by the ledger's trigger, refused when written any other way), and the
 *   0020b check keeps it within the charge: refunded <= charged;
 * - per payment, the pot gives back at most what it took in (pot_movements' trigger);
 * - a refunded prepaid draw never enters a draw, and no draw enters once the money left on
 *   its charge no longer pays for the draws still waiting (prepaid_draws' trigger).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refund_ledger (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations (id) on delete cascade,
      charge_id uuid not null references payments (id) on delete cascade,
      path text not null check (path in ('staff-void', 'staff-refund', 'prepaid',
        'self-exclusion', 'processor', 'cancellation', 'venue-void')),
      amount_cents bigint not null check (amount_cents > 0),
      reason text,
      actor text not null,
      state text not null default 'requested'
        check (state in ('requested', 'sent', 'succeeded', 'failed')),
      failure_reason text,
      attempts integer not null default 0 check (attempts >= 0),
      staff_refund_id uuid references payment_refunds (id) on delete cascade,
      prepaid_refund_id uuid references prepaid_refunds (id) on delete cascade,
      draw_payment_ids uuid[] not null default '{}',
      prepaid_draw_indexes smallint[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((state = 'failed') = (failure_reason is not null))
    )`.execute(db);
  await sql`create index refund_ledger_charge_idx on refund_ledger (charge_id)`.execute(db);
  await sql`create index refund_ledger_period_idx
    on refund_ledger (organization_id, created_at)`.execute(db);

  await backfill(db);

  // The charge's running total follows its ledger; a final state stays final.
  await sql`
    create function refund_ledger_books() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        if new.charge_id <> old.charge_id or new.amount_cents <> old.amount_cents then
          raise exception 'a refund keeps its charge and amount' using errcode = '23514';
        end if;
        if old.state in ('succeeded', 'failed') and new.state <> old.state then
          raise exception 'a % refund stays %', old.state, old.state using errcode = '23514';
        end if;
        if new.state = 'failed' and old.state <> 'failed' then
          update payments set refunded_cents = refunded_cents - old.amount_cents
          where id = old.charge_id;
        end if;
      elsif new.state <> 'failed' then
        update payments set refunded_cents = refunded_cents + new.amount_cents
        where id = new.charge_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger refund_ledger_books after insert or update on refund_ledger
    for each row execute function refund_ledger_books()`.execute(db);

  // A charge's refunded_cents is its ledger's sum, whoever updates it (a draw payment funded
  // by a charge keeps its own share, within its amount by 0020b's check).
  await sql`
    create function payments_refunded_from_ledger() returns trigger language plpgsql as $$
    begin
      if new.refunded_cents <> (select coalesce(sum(amount_cents), 0) from refund_ledger
                                where charge_id = new.id and state <> 'failed') then
        raise exception 'refunded_cents of charge % is written by its refund ledger only', new.id
          using errcode = '23514';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger payments_refunded_from_ledger before update of refunded_cents
    on payments for each row
    when (new.funded_by is null and new.refunded_cents is distinct from old.refunded_cents)
    execute function payments_refunded_from_ledger()`.execute(db);

  // The pot gives back at most what the payment brought into it.
  await sql`
    create function pot_out_within_in() returns trigger language plpgsql as $$
    declare
      took bigint;
      gave bigint;
    begin
      perform 1 from payments where id = new.payment_id for no key update;
      select coalesce(sum(amount_cents) filter (where direction = 'in'), 0),
             coalesce(-sum(amount_cents) filter (where direction = 'out'), 0)
        into took, gave from pot_movements where payment_id = new.payment_id;
      if gave - new.amount_cents > took then
        raise exception 'the pot gives back at most the % cents payment % brought in', took,
          new.payment_id using errcode = '23514';
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger pot_out_within_in before insert on pot_movements
    for each row when (new.direction = 'out') execute function pot_out_within_in()`.execute(db);

  await sql`
    create function prepaid_draw_moves() returns trigger language plpgsql as $$
    declare
      charge record;
      waiting bigint;
    begin
      if old.status = 'refunded' and new.status <> 'refunded' then
        raise exception 'a refunded prepaid draw never enters a draw' using errcode = '23514';
      end if;
      if old.status = 'pending' and new.status = 'entered' then
        select status, amount_cents - refunded_cents as left_cents into charge
          from payments where id = new.payment_id;
        select coalesce(sum(amount_cents), 0) into waiting from prepaid_draws
          where payment_id = new.payment_id and status = 'pending';
        if charge.status <> 'succeeded' or charge.left_cents < waiting then
          raise exception 'prepaid charge % was refunded: its draw % enters no draw',
            new.payment_id, new.draw_index using errcode = '23514';
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger prepaid_draw_moves before update of status on prepaid_draws
    for each row execute function prepaid_draw_moves()`.execute(db);
}

/**
 * The refunds written before the ledger, as its rows: staff refunds and prepaid refunds (still
 * to send when their old job had not finished: the new job sends them, under their old
 * idempotency keys), and the processor's full refunds; each charge's total then follows them.
 */
async function backfill(db: Kysely<unknown>) {
  await sql`
    insert into refund_ledger (organization_id, charge_id, path, amount_cents, reason, actor,
      state, staff_refund_id, draw_payment_ids, created_at, updated_at)
    select r.organization_id, coalesce(p.funded_by, p.id),
      case r.kind when 'void' then 'staff-void' else 'staff-refund' end, r.amount_cents,
      r.reason, r.actor_id::text,
      case when exists (select 1 from jobs j where j.kind = 'payment-staff-refund'
        and j.key = r.id::text and j.status <> 'done') then 'requested' else 'succeeded' end,
      r.id, case when p.funded_by is null then '{}'::uuid[] else array[p.id] end,
      r.created_at, r.created_at
    from payment_refunds r join payments p on p.id = r.payment_id`.execute(db);
  await sql`
    insert into refund_ledger (organization_id, charge_id, path, amount_cents, actor, state,
      prepaid_refund_id, created_at, updated_at)
    select r.organization_id, r.payment_id,
      case r.reason when 'player' then 'prepaid' else 'self-exclusion' end, r.amount_cents,
      r.player_id::text, case r.status when 'refunded' then 'succeeded' else 'requested' end,
      r.id, r.requested_at, coalesce(r.refunded_at, r.requested_at)
    from prepaid_refunds r`.execute(db);
  await sql`
    insert into refund_ledger (organization_id, charge_id, path, amount_cents, actor, state)
    select p.organization_id, p.id, 'processor', p.amount_cents - coalesce(l.sum, 0),
      'provider:' || p.provider, 'succeeded'
    from payments p left join lateral (select sum(amount_cents) as sum from refund_ledger
      where charge_id = p.id) l on true
    where p.status = 'refunded' and p.funded_by is null
      and p.amount_cents > coalesce(l.sum, 0)`.execute(db);
  await sql`delete from jobs where kind in ('payment-staff-refund', 'prepaid-refund')
    and status <> 'done'`.execute(db);
  await sql`
    insert into jobs (kind, key, payload)
    select 'money-back', id::text, jsonb_build_object('ledgerId', id)
    from refund_ledger where state = 'requested'`.execute(db);
  await sql`
    update payments p set refunded_cents = least(p.amount_cents, l.sum)
    from (select charge_id, sum(amount_cents) as sum from refund_ledger group by charge_id) l
    where l.charge_id = p.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists prepaid_draw_moves on prepaid_draws`.execute(db);
  await sql`drop trigger if exists pot_out_within_in on pot_movements`.execute(db);
  await sql`drop trigger if exists payments_refunded_from_ledger on payments`.execute(db);
  await sql`drop table if exists refund_ledger`.execute(db);
  await sql`drop function if exists prepaid_draw_moves, pot_out_within_in,
    payments_refunded_from_ledger, refund_ledger_books`.execute(db);
}
