import { useMutation, useQuery } from '@tanstack/react-query';
import { termsRecordSchema } from '@charity/domain/api/terms';
import { termsPreviewSchema } from '@charity/domain/api/terms-preview';
import type { PublishTerms } from '@charity/domain/api/terms-publishing';
import { termsSetupSchema } from '@charity/domain/setup/terms-setup';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { queryClient } from '@/lib/query-client';

const queryKey = (organizationId: string) => ['staff', organizationId, 'terms'];

export function useTermsSetup() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    queryKey: queryKey(organizationId),
    queryFn: () =>
      apiClient.get(`setup/terms/for-organization/${organizationId}`, termsSetupSchema),
    enabled: !!organizationId,
  });
}

/** Publishes a new version: every player agrees to it before playing again. */
export function usePublishTerms() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (texts: Omit<PublishTerms, 'OrganizationId'>) =>
      apiClient.post(
        'organization/tos/publish',
        { OrganizationId: organizationId, ...texts },
        termsRecordSchema,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKey(organizationId) });
      // The latest terms this browser holds are the new version now.
      void queryClient.invalidateQueries({ queryKey: ['organization', organizationId] });
    },
  });
}

/**
 * What the server's sanitizer would remove from the texts (issue 26): nothing is stored. The
 * publish call refuses a text with removals, so the screen asks first and shows them.
 */
export function usePreviewTerms() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (texts: Omit<PublishTerms, 'OrganizationId'>) =>
      apiClient.post(
        'organization/tos/preview',
        { OrganizationId: organizationId, ...texts },
        termsPreviewSchema,
      ),
  });
}
