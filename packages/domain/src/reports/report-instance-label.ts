import type { ReportInstance } from './report-api';

/**
 * An instance as the reports' pickers name it: with its game's name once the organization has
 * more than one game ("Spring 50/50, Draw 1"), its own name alone otherwise (issue 27).
 */
export function reportInstanceName(
  instance: ReportInstance,
  instances: readonly ReportInstance[],
): string {
  const games = new Set(instances.map((row) => row.GameName ?? ''));
  return games.size > 1 && instance.GameName
    ? `${instance.GameName}, ${instance.Name}`
    : instance.Name;
}
