import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsRecordSchema } from '@charity/domain/api/terms';
import { termsLanguageSchema } from '@charity/domain/api/terms-language';
import { CACHE_LIFETIME_MS } from '@charity/domain/cache';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { currentLanguage, type Language } from '@/lib/i18n/i18n';

const termsInLanguageSchema = termsRecordSchema.and(termsLanguageSchema);

/**
 * Spec §7: `GET organization/tos/latest/byid/{organizationId}`, only when none is cached; in
 * the reader's language when the organization has it (issue 12), `Language` says which.
 */
export function getLatestTerms(organizationId: string, language: Language) {
  return apiClient.get(`organization/tos/latest/byid/${organizationId}`, termsInLanguageSchema, {
    lang: language,
  });
}

export const latestTermsQueryOptions = (organizationId: string, language = currentLanguage()) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'tos', 'latest', language],
    queryFn: () => getLatestTerms(organizationId, language),
    staleTime: CACHE_LIFETIME_MS,
  });

export function useLatestTerms() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...latestTermsQueryOptions(organizationId), enabled: !!organizationId });
}
