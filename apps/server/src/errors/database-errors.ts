/**
 * PostgreSQL's verdict on a value a request brought (SQLSTATE class 22, "data exception": a
 * number or date out of range, text it cannot encode) is the caller's fault, as is a clash
 * with a row another request wrote first (23505 unique, 23503 foreign key). The schemas
 * should have refused the first kind; this is the net below them, never the main rule.
 */
export function statusForDatabaseError(error: unknown): 400 | 409 | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  if (code.startsWith('22')) return 400;
  return code === '23505' || code === '23503' ? 409 : null;
}
