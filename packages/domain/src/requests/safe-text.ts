import { z } from 'zod';

/**
 * Text no honest client sends and PostgreSQL cannot always store: C0 control characters other
 * than tab, line feed and carriage return (NUL above all: `text` refuses it), DEL and the C1
 * controls, and UTF-16 surrogates without their pair (they have no UTF-8 form).
 */
const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** A string schema for free text that refuses what `isSafeText` refuses. */
export const safeText = () =>
  z.string().refine(isSafeText, { message: 'must not contain control characters' });

/** Deeper than any request of this API; deeper documents are refused with a 400. */
export const MAX_REQUEST_DEPTH = 32;

export interface RequestValueProblem {
  /** Where, as `Items.2.Name` ('' for the value itself). */
  path: string;
  problem: 'unsafe-text' | 'too-deep';
}

/**
 * The first unsafe string (keys included) or the first nesting deeper than `maxDepth` in a
 * parsed request part. Iterative, so that a hostile document cannot overflow the stack here
 * (JSON.parse does not, but JSON.stringify and the database drivers would later).
 */
export function findRequestValueProblem(
  value: unknown,
  maxDepth = MAX_REQUEST_DEPTH,
): RequestValueProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path, problem: 'unsafe-text' };
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Raw bodies (bytes kept for a signature check) are not text.
      if (depth >= maxDepth) return { path, problem: 'too-deep' };
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return { path, problem: 'unsafe-text' };
        pending.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}
