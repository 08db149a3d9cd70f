import { type Kysely } from 'kysely';
export declare function migrateToLatest<T>(db: Kysely<T>): Promise<string[]>;
