import { permissionsOf, type StaffRole } from '@charity/domain/staff/staff-roles';
import { ORG_ID } from './factories';
import { json, on } from './fetch-stub';

/** Answers the console's membership call as a member with this role. */
export const membershipAs = (role: StaffRole) =>
  on('GET', `/api/staff/membership/for-organization/${ORG_ID}`, () =>
    json({ Role: role, Permissions: permissionsOf(role) }),
  );
