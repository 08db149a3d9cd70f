import type { StaffRole } from '@charity/domain/staff/staff-roles';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface StaffInvitationsTable {
  id: Generated<string>;
  organization_id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

declare module '../db/database' {
  interface Database {
    staff_invitations: StaffInvitationsTable;
  }
}
