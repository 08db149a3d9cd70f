import type { StaffRole } from '@charity/domain/staff/staff-roles';
import type { ColumnType, Generated } from 'kysely';
import type { MailLocale, MailStatus } from '../mail/mail-status';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface AccountsTable {
  id: Generated<string>;
  organization_id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: Generated<string>;
  date_of_birth: ColumnType<Date, string, string> | null;
  address_line1: string | null;
  address_line2: string | null;
  address_city: string | null;
  address_province: string | null;
  address_postal_code: string | null;
  address_country: string | null;
  email_verified_at: Timestamp | null;
  is_admin: Generated<boolean>;
  /** Staff only (issue 15); null for a player. */
  staff_role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  agreed_terms_version_id: string | null;
  agreed_terms_at: Timestamp | null;
  charity_id: string | null;
  pledged_at: Timestamp | null;
  /** The language of the player's mail (issue 17). */
  locale: Generated<MailLocale>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OidcPayloadsTable {
  kind: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface IdentityKeysTable {
  id: string;
  kind: 'signing' | 'cookie' | 'captcha';
  material: Json<unknown>;
  created_at: CreatedAt;
  retired_at: Timestamp | null;
}

export type TokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

export interface OneTimeTokensTable {
  id: Generated<string>;
  account_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  data: Json<Record<string, string>>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  organization_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Timestamp | null;
  last_error: string | null;
}

export interface UsedCaptchasTable {
  signature: string;
  expires_at: Timestamp;
}

// Merged into the foundation's Database so its file stays untouched by this feature.
declare module '../db/database' {
  interface Database {
    accounts: AccountsTable;
    oidc_payloads: OidcPayloadsTable;
    identity_keys: IdentityKeysTable;
    one_time_tokens: OneTimeTokensTable;
    mail_outbox: MailOutboxTable;
    used_captchas: UsedCaptchasTable;
  }
}
