import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: staff roles per organization. The role sits on the account (an account belongs
 * to one organization); `is_admin` stays, as the spec's admin claim, and is true exactly for
 * staff, whatever their role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table accounts
    add column staff_role text
      check (staff_role in ('owner', 'manager', 'auditor', 'support'))`.execute(db);
  // The administrators before roles could do everything: they become owners.
  await sql`update accounts set staff_role = 'owner' where is_admin`.execute(db);
  await sql`alter table accounts add constraint accounts_staff_role_is_admin_check
    check (is_admin = (staff_role is not null))`.execute(db);
  await sql`create index accounts_staff_idx on accounts (organization_id)
    where staff_role is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists accounts_staff_idx`.execute(db);
  await sql`alter table accounts drop constraint accounts_staff_role_is_admin_check,
    drop column staff_role`.execute(db);
}
