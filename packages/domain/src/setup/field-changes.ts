export interface FieldChange {
  before: unknown;
  after: unknown;
}

type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into[prefix] = value;
  }
  return into;
}

/**
 * What an edit changed, field by field (nested objects as dotted paths), for the audit log's
 * before and after. Arrays compare as wholes.
 */
export function fieldChanges(before: object, after: object): Record<string, FieldChange> {
  const old = flatten(before, '', {});
  const next = flatten(after, '', {});
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) {
      changes[key] = { before: old[key] ?? null, after: next[key] ?? null };
    }
  }
  return changes;
}
