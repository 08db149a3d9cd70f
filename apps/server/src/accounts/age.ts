/** Whole years between a `YYYY-MM-DD` birth date and `today` (a person ages on their birthday). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date in the past, no older than 130 years. */
export function isPlausibleBirthDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date <= today && ageOn(value, today) <= 130;
}
