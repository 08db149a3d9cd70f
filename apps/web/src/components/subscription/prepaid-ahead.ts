import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';

/** Draws of the groups already paid and not opened yet: auto-play starts after them. */
export type PrepaidAhead =
  { kind: 'none' } | { kind: 'all'; count: number; through: string } | { kind: 'some' };

/**
 * What auto-play will not charge for (issue 28: the dialog said "each time a new draw opens"
 * after the player had prepaid the next draws). Every group paid ahead: the fewest draws and
 * the earliest last one, true of each group; only some of them: said without a count.
 */
export function prepaidAhead(prepayments: readonly Prepayment[], groupIds: string[]): PrepaidAhead {
  const ahead = groupIds.map((groupId) => {
    const pending = prepayments
      .filter((prepayment) => prepayment.GroupIds.includes(groupId))
      .flatMap((prepayment) => prepayment.Draws.filter((draw) => draw.Status === 'Pending'))
      .map((draw) => draw.DrawAt)
      .sort();
    return { count: pending.length, through: pending.at(-1) ?? '' };
  });
  const paid = ahead.filter((group) => group.count > 0);
  if (paid.length === 0) return { kind: 'none' };
  if (paid.length < ahead.length) return { kind: 'some' };
  const fewest = paid.reduce((least, group) => (group.count < least.count ? group : least));
  const earliest = paid.map((group) => group.through).sort()[0] ?? fewest.through;
  return { kind: 'all', count: fewest.count, through: earliest };
}
