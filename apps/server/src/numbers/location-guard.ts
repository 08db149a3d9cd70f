import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * Purchase and play of a region-locked game need a recent successful location check by this
 * player (spec §5): the browser's own guard is not trusted with money. The payment's lock
 * reads the check (payments/payer-lock.ts); this is its refusal.
 */
export const locationRequired = () =>
  new HttpError(403, 'LocationRequired', refusal('location.required'));
