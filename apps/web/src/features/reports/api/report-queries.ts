import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  charitiesReportSchema,
  drawsReportSchema,
  playersReportSchema,
  reconciliationReportSchema,
  reportInstancesSchema,
  salesReportSchema,
  type CharitiesReport,
  type DrawsReport,
  type PlayersReport,
  type ReconciliationReport,
  type SalesReport,
} from '@charity/domain/reports/report-api';
import type { z } from 'zod';
import { voidsReportSchema, type VoidsReport } from '@charity/domain/refunds/refund-api';
import type { ReportKind } from '@charity/domain/reports/report-period';
import { apiClient } from '@/lib/api-client';
import { useConfig } from '@/lib/config';

/** The chosen period, exactly as the report endpoints take it in their query string. */
export type PeriodQuery = { gameInstanceId: string } | { from: string; to: string };

interface Reports {
  sales: SalesReport;
  draws: DrawsReport;
  charities: CharitiesReport;
  players: PlayersReport;
  reconciliation: ReconciliationReport;
  voids: VoidsReport;
}

const schemas: { [K in ReportKind]: z.ZodType<Reports[K]> } = {
  sales: salesReportSchema,
  draws: drawsReportSchema,
  charities: charitiesReportSchema,
  players: playersReportSchema,
  reconciliation: reconciliationReportSchema,
  voids: voidsReportSchema,
};

export const reportPath = (kind: ReportKind, organizationId: string) =>
  `reports/${kind}/for-organization/${organizationId}`;

/** Every period of one report: the prefix a mutation invalidates. */
export const reportKindKey = (organizationId: string, kind: ReportKind) =>
  ['organization', organizationId, 'reports', kind] as const;

/** `GET reports/{kind}/for-organization/{organizationId}?<period>` */
export const reportQueryOptions = <K extends ReportKind>(
  kind: K,
  organizationId: string,
  period: PeriodQuery,
) =>
  queryOptions({
    queryKey: [...reportKindKey(organizationId, kind), period],
    queryFn: () =>
      apiClient.get<Reports[K]>(reportPath(kind, organizationId), schemas[kind], period),
  });

export function useReport<K extends ReportKind>(kind: K, period: PeriodQuery | null) {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({
    ...reportQueryOptions(kind, organizationId, period ?? { from: '', to: '' }),
    enabled: !!organizationId && period !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET reports/instances/for-organization/{organizationId}`: the period picker's choices. */
export const reportInstancesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId, 'reports', 'instances'],
    queryFn: () =>
      apiClient.get(`reports/instances/for-organization/${organizationId}`, reportInstancesSchema),
  });

export function useReportInstances() {
  const organizationId = useConfig()?.Organization.OrganizationId ?? '';
  return useQuery({ ...reportInstancesQueryOptions(organizationId), enabled: !!organizationId });
}
