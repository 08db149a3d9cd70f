import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  charitySetupListSchema,
  storedCharitySchema,
  type CharitySetupInput,
} from '@charity/domain/setup/charity-setup';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

const listPath = (organizationId: string) => `setup/charities/for-organization/${organizationId}`;
const onePath = (organizationId: string, id: string) =>
  `setup/charity/${id}/for-organization/${organizationId}`;
const queryKey = (organizationId: string) => ['staff', organizationId, 'charities'];

export function useCharitySetup() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    queryKey: queryKey(organizationId),
    queryFn: () => apiClient.get(listPath(organizationId), charitySetupListSchema),
    enabled: !!organizationId,
  });
}

/** After a change: the console's list and what players choose from are fetched again. */
export function refetchCharities(organizationId: string) {
  void queryClient.invalidateQueries({ queryKey: queryKey(organizationId) });
  void queryClient.invalidateQueries({ queryKey: ['charity'] });
}

/** Adds a charity (no id) or saves one. */
export function useSaveCharity() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: ({ id, charity }: { id: string | null; charity: CharitySetupInput }) =>
      id
        ? apiClient.put(onePath(organizationId, id), charity, storedCharitySchema)
        : apiClient.post(listPath(organizationId), charity, storedCharitySchema),
    onSuccess: () => refetchCharities(organizationId),
  });
}

export function useDeleteCharity() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(onePath(organizationId, id), z.null()),
    onSuccess: () => refetchCharities(organizationId),
  });
}
