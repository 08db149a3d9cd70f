import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { MailLocale } from '../mail/mail-status';

const accountColumns = [
  'accounts.id',
  'accounts.organization_id',
  'accounts.email',
  'accounts.password_hash',
  'accounts.first_name',
  'accounts.last_name',
  'accounts.phone',
  'accounts.address_line1',
  'accounts.address_line2',
  'accounts.address_city',
  'accounts.address_province',
  'accounts.address_postal_code',
  'accounts.address_country',
  'accounts.email_verified_at',
  'accounts.is_admin',
  'accounts.staff_role',
  'accounts.agreed_terms_version_id',
  'accounts.agreed_terms_at',
  'accounts.charity_id',
  'accounts.pledged_at',
  'accounts.locale',
] as const;

export async function findAccountById(db: Executor, organizationId: string, id: string) {
  return db
    .selectFrom('accounts')
    .select(accountColumns)
    .where('accounts.organization_id', '=', organizationId)
    .where('accounts.id', '=', id)
    .executeTakeFirst();
}

/** E-mail addresses are unique per organization regardless of case. */
export async function findAccountByEmail(db: Executor, organizationId: string, email: string) {
  return db
    .selectFrom('accounts')
    .select(accountColumns)
    .where('accounts.organization_id', '=', organizationId)
    .where(sql<string>`lower(accounts.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export interface NewAccount {
  organizationId: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    province: string;
    postalCode: string;
    country: string;
  } | null;
  /** A staff member's role; `isAdmin` alone (older callers) means an owner. */
  staffRole?: StaffRole | null;
  isAdmin?: boolean;
  emailVerifiedAt?: Date | null;
  /** The language of the player's mail ('en' when not given). */
  locale?: MailLocale;
}

function staffColumns(account: NewAccount) {
  const role = account.staffRole ?? (account.isAdmin ? 'owner' : null);
  return { is_admin: role !== null, staff_role: role };
}

/** Answers the new id, or null when the e-mail is already taken in the organization. */
export async function insertAccount(db: Executor, account: NewAccount): Promise<string | null> {
  const row = await db
    .insertInto('accounts')
    .values({
      organization_id: account.organizationId,
      email: account.email.trim(),
      password_hash: account.passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      phone: account.phone,
      date_of_birth: account.dateOfBirth,
      address_line1: account.address?.line1 ?? null,
      address_line2: account.address?.line2 ?? null,
      address_city: account.address?.city ?? null,
      address_province: account.address?.province ?? null,
      address_postal_code: account.address?.postalCode ?? null,
      address_country: account.address?.country ?? null,
      ...staffColumns(account),
      email_verified_at: account.emailVerifiedAt ?? null,
      locale: account.locale,
    })
    .onConflict((oc) => oc.expression(sql`organization_id, lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type AccountChanges = Partial<{
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_province: string | null;
  address_postal_code: string | null;
  address_country: string | null;
  email_verified_at: Date;
  agreed_terms_version_id: string;
  agreed_terms_at: Date;
  charity_id: string;
  pledged_at: Date;
  locale: MailLocale;
}>;

export async function updateAccount(
  db: Executor,
  organizationId: string,
  id: string,
  changes: AccountChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ ...changes, updated_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
