import { GameInstanceStatus } from '../game-instance-status';
import type { ReportInstance } from './report-api';

/** How long after its draw an instance stays the one the reports open on. */
export const JUST_DRAWN_MS = 24 * 60 * 60 * 1000;

/** Instances with figures to show: sold in (open, closed or drawn), neither planned nor cancelled. */
const WITH_FIGURES: readonly string[] = [
  GameInstanceStatus.Open,
  GameInstanceStatus.SalesClosed,
  GameInstanceStatus.Drawn,
];

/**
 * The instance the reports open on before staff pick one: the one drawn within the last day
 * (the night's results and money to reconcile: the next instance, just opened, is still
 * empty), else the open one, else the newest with figures (not a cancelled or scheduled one,
 * which would show "Nothing in this period"), else the newest.
 */
export function defaultReportInstance(
  instances: readonly ReportInstance[],
  now: Date,
): ReportInstance | undefined {
  const justDrawn = instances
    .filter((instance) => instance.Status === GameInstanceStatus.Drawn)
    .filter((instance) => {
      const drawnAt = Date.parse(instance.DrawAt);
      return now.getTime() - drawnAt < JUST_DRAWN_MS;
    })
    .sort((a, b) => Date.parse(b.DrawAt) - Date.parse(a.DrawAt))[0];
  return (
    justDrawn ??
    instances.find((instance) => instance.Status === GameInstanceStatus.Open) ??
    instances.find((instance) => WITH_FIGURES.includes(instance.Status)) ??
    instances[0]
  );
}
