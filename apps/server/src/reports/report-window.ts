import type { ReportPeriod, ReportQuery } from '@charity/domain/reports/report-period';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import type { Locale } from '../identity/pages/locale';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * The resolved period of a report: an instance, or a calendar-day range of the organization's
 * current game time zone; either way a [lower, upper) time window for rows dated by time.
 */
export interface ReportWindow {
  organizationId: string;
  instanceId: string | null;
  lower: Date;
  upper: Date;
  timeZone: string;
  period: ReportPeriod;
  /** The reader's language: every row names its draw in it (instanceNameSql). */
  locale: Locale;
}

export async function resolveWindow(
  db: Executor,
  organizationId: string,
  query: ReportQuery,
  locale: Locale = 'en',
): Promise<ReportWindow> {
  const { rows: zones } = await sql<{ time_zone: string }>`
    select g.time_zone from organizations o join games g on g.id = o.current_game_id
    where o.id = ${organizationId}`.execute(db);
  const timeZone = zones[0]?.time_zone ?? 'UTC';
  const period: ReportPeriod = {
    GameInstanceId: query.gameInstanceId ?? null,
    From: query.from ?? null,
    To: query.to ?? null,
    TimeZone: timeZone,
  };

  if (query.gameInstanceId) {
    // Scoped by organization: another organization's instance is unknown here.
    const { rows } = await sql<{ lower: Date; upper: Date }>`
      select coalesce(i.started_on, i.created_at) as lower,
        coalesce(i.ended_on, i.draw_at) as upper
      from game_instances i join games g on g.id = i.game_id
      where i.id = ${query.gameInstanceId} and g.organization_id = ${organizationId}`.execute(db);
    const row = rows[0];
    if (!row) throw notFound(refusal('gameInstance.notFound', { id: query.gameInstanceId }));
    return {
      organizationId,
      instanceId: query.gameInstanceId,
      lower: new Date(row.lower),
      upper: new Date(row.upper),
      timeZone,
      period,
      locale,
    };
  }
  const { rows } = await sql<{ lower: Date; upper: Date }>`
    select (${query.from}::date)::timestamp at time zone ${timeZone} as lower,
      ((${query.to}::date + 1)::timestamp) at time zone ${timeZone} as upper`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('period bounds');
  return {
    organizationId,
    instanceId: null,
    lower: new Date(row.lower),
    upper: new Date(row.upper),
    timeZone,
    period,
    locale,
  };
}

/**
 * A settled prepaid charge is in an instance's books through its draws' own payments, one per
 * instance as it opens (docs/decisions/0010): counting the charge too would count twice.
 */
export const NOT_PREPAID_CHARGE = sql`(p.prepaid_draws is null
  or p.status not in ('succeeded', 'refunded'))`;

/** Every payment of the window (alias `p`), prepaid charges included. */
export function allPaymentsInWindow(window: ReportWindow): RawBuilder<unknown> {
  return window.instanceId
    ? sql`p.organization_id = ${window.organizationId} and p.game_instance_id = ${window.instanceId}`
    : sql`p.organization_id = ${window.organizationId}
        and p.created_at >= ${window.lower} and p.created_at < ${window.upper}`;
}

/** The payments of the window (alias `p`) in the instances' books: by instance, or created within the dates. */
export function paymentsInWindow(window: ReportWindow): RawBuilder<unknown> {
  return sql`${allPaymentsInWindow(window)} and ${NOT_PREPAID_CHARGE}`;
}

/** Any timestamp column within the window's bounds. */
export function within(column: string, window: ReportWindow): RawBuilder<unknown> {
  return sql`${sql.ref(column)} >= ${window.lower} and ${sql.ref(column)} < ${window.upper}`;
}

/** Counts and sums come back as strings or bigints depending on the driver. */
export const toInt = (value: unknown): number => Number(value ?? 0);
