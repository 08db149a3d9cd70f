import { sql, type Kysely } from 'kysely';

/**
 * Issue 27: a game is set up in the console. It gets a description (its French one beside it
 * in `translations`) and its own numbers per player (null: the organization's setting).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games
    add column description text not null default '' check (length(description) <= 5000),
    add column max_numbers_per_player integer
      check (max_numbers_per_player between 1 and 1000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table games drop column description, drop column max_numbers_per_player`.execute(
    db,
  );
}
