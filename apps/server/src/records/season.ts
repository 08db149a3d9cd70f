/** A season: a calendar year (`2026`) or dates (`2026-04-01..2027-03-31`, both days in), UTC. */
export interface Season {
  label: string;
  from: Date;
  /** Exclusive. */
  until: Date;
}

export function parseSeason(text: string): Season {
  const year = /^(\d{4})$/.exec(text);
  if (year) {
    const y = Number(year[1]);
    return {
      label: text,
      from: new Date(Date.UTC(y, 0, 1)),
      until: new Date(Date.UTC(y + 1, 0, 1)),
    };
  }
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (range) {
    const from = new Date(`${range[1]}T00:00:00Z`);
    const until = new Date(new Date(`${range[2]}T00:00:00Z`).getTime() + 86_400_000);
    if (!Number.isNaN(from.getTime()) && !Number.isNaN(until.getTime()) && from < until) {
      return { label: text, from, until };
    }
  }
  throw new Error(
    `A season is a year (2026) or two dates (2026-04-01..2027-03-31), not "${text}".`,
  );
}
