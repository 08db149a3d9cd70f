/** Resolves a provisioning date: `now`, `now+7d-1h` (relative to `now`), or an ISO date. */
export declare function resolveDate(spec: string, now: Date): Date;
