import { ageOn } from '@charity/domain/registration/age';

/** A real calendar date in the past, no older than 130 years. */
export function isPlausibleBirthDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date <= today && ageOn(value, today) <= 130;
}
