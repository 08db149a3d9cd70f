import { z } from 'zod';
import {
  refineDrawAfterClose,
  scheduleProblems,
  wallTimeSchema,
  type ExistingInstance,
  type FieldProblem,
} from './instance-setup';

/**
 * Extending an open draw's sales (issue 27): a big night sells on past the planned close.
 * The new close and draw are on the game's clock; the reason goes to the audit log.
 */
export const salesExtensionSchema = z
  .strictObject({
    salesCloseAt: wallTimeSchema,
    drawAt: wallTimeSchema,
    reason: z.string().trim().min(3, 'must say why (3 characters or more)').max(500),
  })
  .superRefine(refineDrawAfterClose);
export type SalesExtension = z.infer<typeof salesExtensionSchema>;

/**
 * Only an open draw's sales can be extended: before it opens its whole schedule can be edited,
 * and once sales have closed its times never change (the regulator's terms).
 */
export const EXTENDABLE_STATUSES: readonly string[] = ['Open'];

export interface OpenDrawTimes {
  opensAt: Date;
  salesCloseAt: Date;
  drawAt: Date;
}

/**
 * What keeps these new times: the checks of a new schedule (times past, a draw before sales
 * close, an overlap with the game's next draw), and sales that would close earlier than
 * announced (players were told they had until then).
 */
export function extensionProblems(
  current: OpenDrawTimes,
  next: Omit<OpenDrawTimes, 'opensAt'>,
  others: readonly ExistingInstance[],
  now: Date,
): FieldProblem[] {
  const problems = scheduleProblems({ ...next, opensAt: current.opensAt }, others, now);
  if (next.salesCloseAt.getTime() < current.salesCloseAt.getTime()) {
    problems.push({
      Path: 'salesCloseAt',
      Message: 'must not be before the announced close: an open draw’s sales can only be extended',
    });
  }
  return problems.map((problem) =>
    problem.Path === 'opensAt' ? { ...problem, Path: 'drawAt' } : problem,
  );
}
