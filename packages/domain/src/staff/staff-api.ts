import { z } from 'zod';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles';

/** GET staff/membership/for-organization/{organizationId}: what the console may show. */
export const staffMembershipSchema = z.object({
  Role: z.enum(STAFF_ROLES),
  Permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffMembership = z.infer<typeof staffMembershipSchema>;
