import { ApiErrorCode } from '@charity/domain/api/errors';
import {
  scheduleProblems,
  type FieldProblem,
  type InstanceSetup,
  type InstanceTimes,
} from '@charity/domain/setup/instance-setup';
import { HttpError } from '../errors/http-errors';
import { fromWallTime } from './game-clock';
import { existingInstance, type InstanceDbRow } from './game-setup.repository';

const refused = (problems: FieldProblem[]) =>
  new HttpError(
    400,
    ApiErrorCode.BadRequest,
    `The schedule cannot be used: ${problems.map((p) => `${p.Path} ${p.Message}`).join('; ')}.`,
    problems,
  );

/**
 * The instants of a schedule typed on the game's clock, checked against the game's other
 * instances (the one being edited left out) and the time now. Refused field by field: a time
 * the clock skips (DST), a time past, a draw before sales close, an overlap.
 */
export function resolveSchedule(
  body: InstanceSetup,
  timeZone: string,
  others: readonly InstanceDbRow[],
  now: Date,
): InstanceTimes {
  const times = {
    opensAt: fromWallTime(body.opensAt, timeZone),
    salesCloseAt: fromWallTime(body.salesCloseAt, timeZone),
    drawAt: fromWallTime(body.drawAt, timeZone),
  };
  if (!times.opensAt || !times.salesCloseAt || !times.drawAt) {
    throw refused(
      Object.entries(times)
        .filter(([, instant]) => instant === null)
        .map(([path]) => ({
          Path: path,
          Message: `does not exist in ${timeZone} (the clocks skip it)`,
        })),
    );
  }
  const resolved = {
    opensAt: times.opensAt,
    salesCloseAt: times.salesCloseAt,
    drawAt: times.drawAt,
  };
  // A draw that opens at once opens now, not at the minute typed: after a draw run early, the
  // next one may open in the same minute.
  const opensAt = new Date(Math.max(resolved.opensAt.getTime(), now.getTime()));
  const problems = scheduleProblems({ ...resolved, opensAt }, others.map(existingInstance), now);
  if (problems.length > 0) throw refused(problems);
  return resolved;
}
