const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** Resolves a provisioning date: `now`, `now+7d-1h` (relative to `now`), or an ISO date. */
export function resolveDate(spec: string, now: Date): Date {
  if (!spec.startsWith('now')) return new Date(spec);
  let time = now.getTime();
  for (const [, sign, amount, unit] of spec.matchAll(/([+-])(\d+)([dhm])/g)) {
    const offset = Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    time += sign === '-' ? -offset : offset;
  }
  return new Date(time);
}
