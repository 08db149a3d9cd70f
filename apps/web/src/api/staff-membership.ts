import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffMembershipSchema } from '@charity/domain/staff/staff-api';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { useSession } from '@/lib/auth/use-session';

/** The signed-in staff member's role and permissions (the console shows entries by them). */
export const staffMembershipQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['staff', organizationId, 'membership'],
    queryFn: () =>
      apiClient.get(`staff/membership/for-organization/${organizationId}`, staffMembershipSchema),
  });

export function useStaffMembership() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const isAdmin = useSession().subject?.isAdmin ?? false;
  return useQuery({
    ...staffMembershipQueryOptions(organizationId),
    enabled: !!organizationId && isAdmin,
  });
}
