import type { Executor } from '../db/executor';
export declare function findAccountById(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<
  | {
      id: string;
      organization_id: string;
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
      email_verified_at: Date | null;
      is_admin: boolean;
      agreed_terms_version_id: string | null;
      agreed_terms_at: Date | null;
      charity_id: string | null;
      pledged_at: Date | null;
    }
  | undefined
>;
/** E-mail addresses are unique per organization regardless of case. */
export declare function findAccountByEmail(
  db: Executor,
  organizationId: string,
  email: string,
): Promise<
  | {
      id: string;
      organization_id: string;
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
      email_verified_at: Date | null;
      is_admin: boolean;
      agreed_terms_version_id: string | null;
      agreed_terms_at: Date | null;
      charity_id: string | null;
      pledged_at: Date | null;
    }
  | undefined
>;
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
  isAdmin?: boolean;
  emailVerifiedAt?: Date | null;
}
/** Answers the new id, or null when the e-mail is already taken in the organization. */
export declare function insertAccount(db: Executor, account: NewAccount): Promise<string | null>;
type AccountChanges = Partial<{
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  email_verified_at: Date;
  agreed_terms_version_id: string;
  agreed_terms_at: Date;
  charity_id: string;
  pledged_at: Date;
}>;
export declare function updateAccount(
  db: Executor,
  organizationId: string,
  id: string,
  changes: AccountChanges,
): Promise<boolean>;
export {};
