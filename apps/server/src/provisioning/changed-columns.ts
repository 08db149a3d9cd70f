/** JSON with sorted keys: jsonb does not keep the key order it was given. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a === 'object' && a !== null) return canonical(a) === canonical(b);
  return a === b;
}

/** The columns of `desired` whose value differs from the stored row. */
export function changedColumns<T extends object>(
  stored: { [K in keyof T]?: unknown },
  desired: T,
): Partial<T> {
  const changes: Partial<T> = {};
  for (const column of Object.keys(desired) as (keyof T)[]) {
    if (!same(stored[column], desired[column])) changes[column] = desired[column];
  }
  return changes;
}

export const hasChanges = (changes: object) => Object.keys(changes).length > 0;
