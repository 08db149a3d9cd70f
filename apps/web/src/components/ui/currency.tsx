import { formatCents } from '@charity/domain/currency';

/** Spec §9: cents shown as `$0.00`. */
export function Currency({ cents }: { cents: unknown }) {
  return <span className="currency">{formatCents(cents)}</span>;
}
