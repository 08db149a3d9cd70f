import { staffMayCall, type StaffCall } from '@charity/domain/staff/staff-calls';
import { useStaffMembership } from './staff-membership';

/**
 * Whether the signed-in staff member may make a call, by the table the server guards by: a
 * control whose call would be refused is not shown. False while the role is still loading.
 */
export function useStaffMay(): (call: StaffCall) => boolean {
  const permissions = useStaffMembership().data?.Permissions;
  return (call) => permissions !== undefined && staffMayCall(permissions, call);
}
