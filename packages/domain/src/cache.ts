/** Spec §9: environment settings, organization settings, terms and player are kept one hour. */
export const CACHE_LIFETIME_MS = 3_600_000;
