import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogSchema } from '@charity/domain/staff/audit-api';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { downloadFile } from '@/lib/download-file';

/** The viewer's filters, as the query string carries them (empty ones left out). */
export type AuditFilters = Partial<Record<'from' | 'to' | 'actor' | 'action' | 'subject', string>>;

const auditPath = (organizationId: string) => `audit/for-organization/${organizationId}`;

function filledIn(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

export const auditLogQueryOptions = (organizationId: string, filters: AuditFilters) =>
  queryOptions({
    queryKey: ['staff', organizationId, 'audit', filledIn(filters)],
    queryFn: () => apiClient.get(auditPath(organizationId), auditLogSchema, filledIn(filters)),
  });

export function useAuditLog(filters: AuditFilters) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...auditLogQueryOptions(organizationId, filters),
    enabled: !!organizationId,
    placeholderData: keepPreviousData,
  });
}

export function downloadAuditCsv(organizationId: string, filters: AuditFilters) {
  return downloadFile(
    auditPath(organizationId),
    { ...filledIn(filters), format: 'csv' },
    'text/csv',
    'audit-log.csv',
  );
}
