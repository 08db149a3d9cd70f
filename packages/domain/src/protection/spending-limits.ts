/** Spending limits run over rolling windows: the last 24 hours, 7 days or 30 days. */
export const limitPeriods = ['Daily', 'Weekly', 'Monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

const HOUR = 3_600_000;
export const limitWindowMs: Record<LimitPeriod, number> = {
  Daily: 24 * HOUR,
  Weekly: 7 * 24 * HOUR,
  Monthly: 30 * 24 * HOUR,
};

/** A raised (or removed) limit waits this long; a lowered one applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * HOUR;

/** One requested change of one period's limit; `amountCents` null removes the limit. */
export interface LimitChange {
  period: LimitPeriod;
  amountCents: number | null;
  requestedAt: Date;
  effectiveAt: Date;
}

/** When a change from `current` (null: no limit) to `requested` takes effect. */
export function limitEffectiveAt(
  current: number | null,
  requested: number | null,
  now: Date,
): Date {
  const lowers = requested !== null && (current === null || requested <= current);
  return lowers ? now : new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS);
}

export interface PeriodLimit {
  period: LimitPeriod;
  /** In force now; null: no limit. */
  amountCents: number | null;
  /** A change requested but not yet in force. */
  pending: { amountCents: number | null; effectiveAt: Date } | null;
}

/** The limit in force for each period and the change still waiting, from the change log. */
export function limitsAt(changes: readonly LimitChange[], now: Date): PeriodLimit[] {
  return limitPeriods.map((period) => {
    const ofPeriod = changes
      .filter((change) => change.period === period)
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
    let amountCents: number | null = null;
    let pending: PeriodLimit['pending'] = null;
    for (const change of ofPeriod) {
      if (change.effectiveAt <= now) {
        amountCents = change.amountCents;
        pending = null;
      } else {
        // In request order: a later request overrides an earlier one once both are in force.
        pending = { amountCents: change.amountCents, effectiveAt: change.effectiveAt };
      }
    }
    return { period, amountCents, pending };
  });
}

export interface LimitBreach {
  period: LimitPeriod;
  limitCents: number;
  spentCents: number;
}

/** The first limit a payment of `amountCents` would pass, given what was spent per window. */
export function limitBreach(
  limits: readonly PeriodLimit[],
  spentCents: Record<LimitPeriod, number>,
  amountCents: number,
): LimitBreach | null {
  for (const limit of limits) {
    if (limit.amountCents === null) continue;
    const spent = spentCents[limit.period];
    if (spent + amountCents > limit.amountCents) {
      return { period: limit.period, limitCents: limit.amountCents, spentCents: spent };
    }
  }
  return null;
}
