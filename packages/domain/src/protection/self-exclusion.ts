/** The periods a player may exclude themselves for (DESIGN.md "Responsible gaming"). */
export const exclusionPeriods = ['SixMonths', 'OneYear', 'TwoYears', 'FiveYears'] as const;
export type ExclusionPeriod = (typeof exclusionPeriods)[number];

const months: Record<ExclusionPeriod, number> = {
  SixMonths: 6,
  OneYear: 12,
  TwoYears: 24,
  FiveYears: 60,
};

/**
 * The end of an exclusion that starts at `start`: the same time of day, `period` calendar
 * months later (31 August + 6 months is the last day of February, never 3 March).
 */
export function exclusionEnd(start: Date, period: ExclusionPeriod): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months[period]);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * `Excluded` until the end; then `AwaitingOptIn` until the player opts back in: an
 * exclusion never lapses into play by itself.
 */
export type ExclusionState = 'None' | 'Excluded' | 'AwaitingOptIn';

export interface ExclusionFacts {
  endsAt: Date;
  optedBackInAt: Date | null;
}

export function exclusionState(latest: ExclusionFacts | null, now: Date): ExclusionState {
  if (!latest || latest.optedBackInAt) return 'None';
  return now < latest.endsAt ? 'Excluded' : 'AwaitingOptIn';
}
