import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  expenseSchema,
  financialReturnSchema,
  type ExpenseInput,
} from '@charity/domain/reports/financial-return';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { downloadFile } from '@/lib/download-file';
import type { PeriodQuery } from './report-queries';

const returnPath = (organizationId: string) =>
  `reports/financial-return/for-organization/${organizationId}`;

/** Every period's return: the prefix recording an expense invalidates. */
const returnKey = (organizationId: string) =>
  ['organization', organizationId, 'reports', 'financial-return'] as const;

/** `GET reports/financial-return/for-organization/{organizationId}?<period>` */
export const financialReturnQueryOptions = (organizationId: string, period: PeriodQuery) =>
  queryOptions({
    queryKey: [...returnKey(organizationId), period],
    queryFn: () => apiClient.get(returnPath(organizationId), financialReturnSchema, period),
  });

export function useFinancialReturn(period: PeriodQuery | null) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...financialReturnQueryOptions(organizationId, period ?? { from: '', to: '' }),
    enabled: !!organizationId && period !== null,
    placeholderData: keepPreviousData,
  });
}

/** The return as CSV, under the server's file name. */
export function downloadFinancialReturnCsv(organizationId: string, period: PeriodQuery) {
  return downloadFile(
    returnPath(organizationId),
    { ...period, format: 'csv' },
    'text/csv',
    'financial-return.csv',
  );
}

/** `POST reports/expenses/for-organization/{organizationId}`, then the return is read again. */
export function useRecordExpense() {
  const client = useQueryClient();
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useMutation({
    mutationFn: (body: ExpenseInput) =>
      apiClient.post(`reports/expenses/for-organization/${organizationId}`, body, expenseSchema),
    onSettled: () => client.invalidateQueries({ queryKey: returnKey(organizationId) }),
  });
}
