import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  organizationProfileSchema,
  type OrganizationProfile,
} from '@charity/domain/setup/organization-profile';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { downloadFile } from '@/lib/download-file';
import { queryClient } from '@/lib/query-client';

const profilePath = (organizationId: string) =>
  `setup/organization/for-organization/${organizationId}`;

export const organizationProfileQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['staff', organizationId, 'organization-profile'],
    queryFn: () => apiClient.get(profilePath(organizationId), organizationProfileSchema),
  });

export function useOrganizationProfile() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...organizationProfileQueryOptions(organizationId),
    enabled: !!organizationId,
  });
}

export function useSaveOrganizationProfile() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (profile: OrganizationProfile) =>
      apiClient.put(profilePath(organizationId), profile, organizationProfileSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationProfileQueryOptions(organizationId).queryKey, saved);
      // What players see (name, settings) comes from these: fetch them again.
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
    },
  });
}

export function downloadOrganizationYaml(organizationId: string) {
  return downloadFile(
    `setup/export/for-organization/${organizationId}`,
    {},
    'application/yaml',
    'organization.yaml',
  );
}
