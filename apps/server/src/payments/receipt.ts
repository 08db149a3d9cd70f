import { RESPONSIBLE_GAMING_LINE, type Receipt } from '@charity/domain/payments/payment-api';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Locale } from '../identity/pages/locale';
import { localized } from '../translations/localized-sql';
import '../bundles/bundle-tables';
import '../reports/payment-charity-tables';
import { refundsOfCharges } from '../reports/refund-lines';

/**
 * Marks a succeeded payment's entries paid and builds its receipt, in one statement: DESIGN.md
 * "Receipts and disclosures", everything a licensed raffle's receipt must show.
 */
export async function payEntriesAndBuildReceipt(
  trx: Executor,
  paymentId: string,
): Promise<Omit<Receipt, 'ReceiptNumber' | 'IssuedOn'>> {
  const row = await trx
    .with('paid', (db) =>
      db
        .updateTable('instance_entries')
        .set({ paid: true })
        .where('payment_id', '=', paymentId)
        .returning('ticket_number'),
    )
    .selectFrom('payments as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .innerJoin('organization_settings as s', 's.organization_id', 'o.id')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    // The pledge in force when the payment was made, as the charities report credits it.
    .leftJoin('charities as c', 'c.id', 'p.charity_id')
    .select([
      'p.id',
      'p.amount_cents',
      'p.bundle_numbers',
      'p.currency',
      'p.provider',
      'p.provider_reference',
      'o.name as organization_name',
      's.licence_number',
      's.jurisdiction',
      'g.name as game_name',
      'i.name as instance_name',
      'c.name as charity_name',
      // The payment's numbers, as the update returned them (the table shows them unpaid
      // until the statement ends).
      sql<number[]>`array(select ticket_number from paid order by ticket_number)`.as(
        'ticket_numbers',
      ),
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    PaymentId: row.id,
    OrganizationName: row.organization_name,
    LicenceNumber: row.licence_number,
    CharityName: row.charity_name,
    GameName: row.game_name,
    GameInstanceName: row.instance_name,
    TicketNumbers: row.ticket_numbers,
    Amount: row.amount_cents,
    Bundle: row.bundle_numbers ? { Numbers: row.bundle_numbers, Price: row.amount_cents } : null,
    Currency: row.currency.toUpperCase(),
    Jurisdiction: row.jurisdiction,
    TransactionId: `${row.provider}:${row.provider_reference ?? row.id}`,
    ResponsibleGaming: RESPONSIBLE_GAMING_LINE,
  };
}

/** A stored receipt's contents with its number and date, as the player sees it. */
export function receiptOf(
  contents: Omit<Receipt, 'ReceiptNumber' | 'IssuedOn'>,
  issued: { receipt_number: number | string; issued_at: Date },
): Receipt {
  return {
    ...contents,
    ReceiptNumber: String(issued.receipt_number).padStart(8, '0'),
    IssuedOn: issued.issued_at.toISOString(),
  };
}

/**
 * A receipt with the organization's, game's, draw's and charity's names in the reader's
 * language where the organization gave them one (issue 28: "Tirage Week 1"); the amounts,
 * numbers and licence stay as issued.
 */
export async function inLanguage(db: Executor, receipt: Receipt, locale: Locale): Promise<Receipt> {
  if (locale === 'en') return receipt;
  const names = await db
    .selectFrom('payments as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .leftJoin('charities as c', 'c.id', 'p.charity_id')
    .select([
      localized(locale, 'o', 'name').as('organization'),
      localized(locale, 'g', 'name').as('game'),
      localized(locale, 'i', 'name').as('instance'),
      localized<string | null>(locale, 'c', 'name').as('charity'),
    ])
    .where('p.id', '=', receipt.PaymentId)
    .executeTakeFirst();
  if (!names) return receipt;
  return {
    ...receipt,
    OrganizationName: names.organization,
    GameName: names.game,
    GameInstanceName: names.instance,
    CharityName: receipt.CharityName === null ? null : (names.charity ?? receipt.CharityName),
  };
}

export async function findReceipt(
  db: Executor,
  paymentId: string,
  locale: Locale = 'en',
): Promise<Receipt | null> {
  const row = await db
    .selectFrom('receipts')
    .select(['receipt_number', 'issued_at', 'contents'])
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  if (!row) return null;
  // The receipt as issued, and every refund of the payment since (read, never stored).
  const refunds = (await refundsOfCharges(db, [paymentId])).get(paymentId) ?? [];
  // The draw's time in the game's zone, as the mailed receipt says it.
  const draw = await db
    .selectFrom('payments as p')
    .innerJoin('game_instances as i', 'i.id', 'p.game_instance_id')
    .innerJoin('games as g', 'g.id', 'i.game_id')
    .select(['i.draw_at', 'g.time_zone'])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  return inLanguage(
    db,
    {
      ...receiptOf(row.contents as Omit<Receipt, 'ReceiptNumber' | 'IssuedOn'>, row),
      Refunds: refunds,
      ...(draw
        ? {
            DrawOn: draw.draw_at ? new Date(draw.draw_at).toISOString() : null,
            TimeZone: draw.time_zone,
          }
        : {}),
    },
    locale,
  );
}
