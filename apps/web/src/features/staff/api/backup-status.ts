import { useQuery } from '@tanstack/react-query';
import { backupStatusPath, backupStatusSchema } from '@charity/domain/staff/backup-status-api';
import { useStaffMembership } from '@/api/staff-membership';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** The platform's backup status, asked only for owners (the call is theirs alone). */
export function useBackupStatus() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  const owner = useStaffMembership().data?.Permissions.includes('staff.manage') ?? false;
  return useQuery({
    queryKey: ['staff', organizationId, 'backup-status'],
    queryFn: () => apiClient.get(backupStatusPath(organizationId), backupStatusSchema),
    enabled: !!organizationId && owner,
    staleTime: 5 * 60_000,
  });
}
