import { z } from 'zod';

/**
 * Calendar dates a request may name: the product's own era, not year 0 (PostgreSQL has no
 * year 0) nor year 275760 (JavaScript's Date ends there).
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

export const boundedIsoDate = () =>
  z.iso.date().refine((value) => value >= EARLIEST_DATE && value <= LATEST_DATE, {
    message: `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  });

/** Whole days from `from` to `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
