import { type Kysely } from 'kysely';
export declare function createPaymentTables(db: Kysely<unknown>): Promise<void>;
/** The sandbox processor's own books: a token maps to an outcome, never to a card number. */
export declare function createSandboxTables(db: Kysely<unknown>): Promise<void>;
/** Exactly-once jobs: one row per (kind, key), claimed with FOR UPDATE SKIP LOCKED. */
export declare function createJobsTable(db: Kysely<unknown>): Promise<void>;
/** A hint that every number of a game was held a moment ago: refuses buyers cheaply. */
export declare function createExhaustedHints(db: Kysely<unknown>): Promise<void>;
