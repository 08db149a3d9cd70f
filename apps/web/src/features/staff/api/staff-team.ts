import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  staffInvitationAcceptedSchema,
  staffInvitationDetailsSchema,
  staffListSchema,
  type StaffInviteInput,
} from '@charity/domain/staff/staff-management-api';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

const queryKey = (organizationId: string) => ['staff', organizationId, 'team'];
const done = z.object({ Done: z.literal(true) });

function useOrganizationId() {
  return useConfig()?.Organization.OrganizationId ?? '';
}

/** The members and the invitations still waiting (owners). */
export function useStaffTeam() {
  const organizationId = useOrganizationId();
  return useQuery({
    queryKey: queryKey(organizationId),
    queryFn: () => apiClient.get(`staff/for-organization/${organizationId}`, staffListSchema),
    enabled: !!organizationId,
  });
}

function useTeamChange<T>(call: (organizationId: string, input: T) => Promise<unknown>) {
  const organizationId = useOrganizationId();
  return useMutation({
    mutationFn: (input: T) => call(organizationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey(organizationId) }),
  });
}

export const useInviteStaff = () =>
  useTeamChange((OrganizationId, input: Omit<StaffInviteInput, 'OrganizationId'>) =>
    apiClient.post(
      'staff/invite',
      { OrganizationId, ...input },
      z.object({ Id: z.string(), ExpiresAt: z.string() }),
    ),
  );

export const useChangeStaffRole = () =>
  useTeamChange((OrganizationId, input: { AccountId: string; Role: StaffRole }) =>
    apiClient.post('staff/role', { OrganizationId, ...input }, staffInvitationAcceptedSchema),
  );

export const useRemoveStaff = () =>
  useTeamChange((OrganizationId, AccountId: string) =>
    apiClient.post('staff/remove', { OrganizationId, AccountId }, done),
  );

export const useRevokeInvitation = () =>
  useTeamChange((OrganizationId, InvitationId: string) =>
    apiClient.post('staff/invitation/revoke', { OrganizationId, InvitationId }, done),
  );

/** The signed-in account accepts the invitation its e-mail's link carries. */
export const acceptStaffInvitation = (token: string) =>
  apiClient.post('staff/invitation/accept', { Token: token }, staffInvitationAcceptedSchema);

/**
 * What the invitation's link offers (the organization, the role, the address, the end), asked
 * before anyone signs in; a link no longer good answers the refusal only. The organization's
 * name comes in the page's language.
 */
export const useStaffInvitationDetails = (token: string | null, language: string) =>
  useQuery({
    queryKey: ['staff', 'invitation', token, language],
    queryFn: () =>
      apiClient.post('staff/invitation/details', { Token: token }, staffInvitationDetailsSchema),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
