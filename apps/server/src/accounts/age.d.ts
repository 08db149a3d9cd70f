/** Whole years between a `YYYY-MM-DD` birth date and `today` (a person ages on their birthday). */
export declare function ageOn(dateOfBirth: string, today: Date): number;
/** A real calendar date in the past, no older than 130 years. */
export declare function isPlausibleBirthDate(value: string, today: Date): boolean;
