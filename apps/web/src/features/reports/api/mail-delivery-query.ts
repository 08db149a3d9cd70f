import { useQuery } from '@tanstack/react-query';
import { mailDeliveryReportSchema } from '@charity/domain/reports/mail-delivery';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** `GET reports/mail-delivery/for-organization/{organizationId}`: undelivered e-mail. */
export function useMailDelivery() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    queryKey: ['organization', organizationId, 'reports', 'mail-delivery'],
    queryFn: () =>
      apiClient.get(
        `reports/mail-delivery/for-organization/${organizationId}`,
        mailDeliveryReportSchema,
      ),
    enabled: organizationId !== '',
  });
}
