import { HISTORY_PAGE_SIZE, type PaymentHistory } from '@charity/domain/api/payment-history';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { PAYMENT_STATUS } from '../payments/payment-view';
import { refundsOfCharges } from '../reports/refund-lines';
import { localized } from '../translations/localized-sql';

/**
 * A player's payments in one organization, newest first. A refund before the draw takes
 * the entries out of it, so the numbers come from the receipt when there are none left.
 * Each payment lists every refund of it (reports/refund-lines.ts), with its date and amount;
 * the draw's name is in the reader's language where the organization gave one.
 */
export async function paymentHistory(
  db: Executor,
  organizationId: string,
  playerId: string,
  page: number,
  locale: Locale = 'en',
): Promise<PaymentHistory> {
  const own = db
    .selectFrom('payments as p')
    .where('p.player_id', '=', playerId)
    .where('p.organization_id', '=', organizationId)
    // A prepaid draw entered later is part of its charge, which the history lists.
    .where('p.funded_by', 'is', null);
  const [rows, total] = await Promise.all([
    own
      .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
      .innerJoin('games as g', 'g.id', 'i.game_id')
      .leftJoin('receipts as r', 'r.payment_id', 'p.id')
      .select([
        'p.id',
        'p.kind',
        'p.status',
        'p.amount_cents',
        'p.bundle_numbers',
        'i.ticket_price_cents',
        'p.currency',
        'p.created_at',
        'p.updated_at',
        'p.game_instance_id',
        localized(locale, 'i', 'name').as('instance_name'),
        'i.draw_at',
        'g.time_zone',
        'r.receipt_number',
        'r.issued_at',
        sql<number[] | null>`(select array_agg(e.ticket_number order by e.ticket_number)
          from instance_entries e where e.payment_id = p.id)`.as('entry_numbers'),
        sql<number[] | null>`(select array_agg(n::int order by n::int)
          from jsonb_array_elements_text(r.contents::jsonb -> 'TicketNumbers') n)`.as(
          'receipt_numbers',
        ),
        'p.failure_code',
        // A failed payment let its numbers go: it kept them (payment-transition.ts).
        'p.asked_numbers',
        // A prepayment: every draw it pays for, as its receipt lists them.
        sql<string[] | null>`(select array_agg(d order by ord)
          from jsonb_array_elements_text(r.contents::jsonb -> 'PaidDraws')
            with ordinality as x(d, ord))`.as('paid_draws'),
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .offset((page - 1) * HISTORY_PAGE_SIZE)
      .execute(),
    own.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const refunds = await refundsOfCharges(
    db,
    rows.map((row) => row.id),
  );
  return {
    Payments: rows.map((row) => ({
      PaymentId: row.id,
      Kind: row.kind,
      Status: PAYMENT_STATUS[row.status],
      Amount: row.amount_cents,
      Currency: row.currency.toUpperCase(),
      CreatedOn: row.created_at.toISOString(),
      PaidOn: row.issued_at ? row.issued_at.toISOString() : null,
      GameInstanceId: row.game_instance_id,
      GameInstanceName: row.instance_name,
      DrawOn: row.draw_at ? new Date(row.draw_at).toISOString() : null,
      TimeZone: row.time_zone,
      TicketNumbers: (row.entry_numbers ?? row.receipt_numbers ?? []).map(Number),
      FailureCode: row.failure_code,
      ...(row.asked_numbers ? { AskedNumbers: row.asked_numbers.map(Number) } : {}),
      ...(row.paid_draws && row.paid_draws.length > 1
        ? { PaidDraws: row.paid_draws.map((at) => new Date(at).toISOString()) }
        : {}),
      ReceiptNumber:
        row.receipt_number === null ? null : String(row.receipt_number).padStart(8, '0'),
      RefundedOn: row.status === 'refunded' ? row.updated_at.toISOString() : null,
      Refunds: refunds.get(row.id) ?? [],
      RefundedAmount: (refunds.get(row.id) ?? []).reduce((sum, line) => sum + line.Amount, 0),
      // What a void of some numbers gives back (domain refunds/void-amount.ts).
      TicketPrice: Number(row.ticket_price_cents),
      BundleNumbers: row.bundle_numbers,
    })),
    Page: page,
    PageSize: HISTORY_PAGE_SIZE,
    Total: Number(total.count),
  };
}
