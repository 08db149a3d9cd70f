import { fieldProblem } from '../errors/http-errors';

/** Keys are unique within an organization: a clash is a field error that names the key. */
export function refuseTakenKey(
  rows: { id: string; key: string }[],
  key: string,
  except: string | undefined,
  what: 'charity' | 'category',
) {
  if (rows.some((row) => row.key === key && row.id !== except))
    throw fieldProblem('key', `another ${what} already has the key "${key}"`);
}
