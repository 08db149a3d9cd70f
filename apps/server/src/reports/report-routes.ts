import {
  charitiesReportSchema,
  drawsReportSchema,
  playersReportSchema,
  reconciliationReportSchema,
  reportInstancesSchema,
  salesReportSchema,
} from '@charity/domain/reports/report-api';
import {
  charitiesCsv,
  drawsCsv,
  playersCsv,
  reconciliationCsv,
  salesCsv,
} from '@charity/domain/reports/report-csv';
import {
  REPORT_KINDS,
  reportQuerySchema,
  type ReportKind,
} from '@charity/domain/reports/report-period';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrorResponses } from '../auth/admin';
import type { Executor } from '../db/executor';
import { errorResponses } from '../errors/error-responses';
import { organizationIdParams } from '../organizations/organization-id-params';
import { charitiesReport } from './charities-report';
import { drawsReport } from './draws-report';
import { playersReport } from './players-report';
import { reconciliationReport } from './reconciliation-report';
import { reportInstances } from './report-instances';
import { readerLanguage } from '../translations/reader-language';
import { resolveWindow, type ReportWindow } from './report-window';
import { salesReport } from './sales-report';
import { voidsReport } from './voids-report';
import { voidsReportSchema } from '@charity/domain/refunds/refund-api';
import { voidsCsv } from '@charity/domain/refunds/voids-csv';
import {
  expenseInputSchema,
  expenseSchema,
  financialReturnCsv,
  financialReturnSchema,
} from '@charity/domain/reports/financial-return';
import { staffOf } from '../staff/staff-access';
import { financialReturn, recordExpense } from './financial-return';

interface ReportDefinition<T> {
  summary: string;
  schema: z.ZodType<T>;
  load(db: Executor, window: ReportWindow): Promise<T>;
  csv(report: T): string;
}

/** A report as a route sees it: its type erased once the loader and CSV writer are paired. */
interface RouteReport {
  summary: string;
  schema: z.ZodType;
  load(db: Executor, window: ReportWindow): Promise<{ report: unknown; csv(): string }>;
}

const define = <T>(definition: ReportDefinition<T>): RouteReport => ({
  summary: definition.summary,
  schema: definition.schema,
  async load(db, window) {
    const report = await definition.load(db, window);
    return { report, csv: () => definition.csv(report) };
  },
});

const reports = {
  sales: define({
    summary: 'Sales per instance and per day: numbers, gross sales, channel, refunds, failures',
    schema: salesReportSchema,
    load: salesReport,
    csv: salesCsv,
  }),
  draws: define({
    summary: 'Draws and payouts: pot, prize, rollover, winning number, winner, verification',
    schema: drawsReportSchema,
    load: drawsReport,
    csv: drawsCsv,
  }),
  charities: define({
    summary: 'Players per pledged charity, the sales of their players, the organization share',
    schema: charitiesReportSchema,
    load: charitiesReport,
    csv: charitiesCsv,
  }),
  players: define({
    summary: 'New registrations, active players, subscribed groups, payment failures',
    schema: playersReportSchema,
    load: playersReport,
    csv: playersCsv,
  }),
  reconciliation: define({
    summary: 'Successful payments against paid entries, totals by provider, every difference',
    schema: reconciliationReportSchema,
    load: reconciliationReport,
    csv: reconciliationCsv,
  }),
  voids: define({
    summary: 'Voids and refunds by staff in the period, with reasons, numbers, amounts and who',
    schema: voidsReportSchema,
    load: voidsReport,
    csv: voidsCsv,
  }),
} satisfies Record<ReportKind, RouteReport>;

const csvBody = z.string().describe('The same report as RFC 4180 CSV (format=csv)');

/** Administrators' reports of their own organization: JSON, or CSV with `format=csv`. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const register = (kind: ReportKind, definition: RouteReport) => {
    app.get(
      `/${kind}/for-organization/:organizationId`,
      {
        config: { staff: 'reports.read' },
        schema: {
          tags: ['reports'],
          summary: definition.summary,
          security: [{ bearer: [] }],
          params: organizationIdParams,
          querystring: reportQuerySchema,
          response: {
            200: z.union([definition.schema, csvBody]),
            ...adminErrorResponses,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { organizationId } = request.params;
        const window = await resolveWindow(
          app.db,
          organizationId,
          request.query,
          await readerLanguage(request),
        );
        const { report, csv } = await definition.load(app.db, window);
        void reply.header('cache-control', 'no-store');
        if (request.query.format !== 'csv') return report;
        const name = `${kind}-${window.period.GameInstanceId ?? `${window.period.From}_${window.period.To}`}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(csv());
      },
    );
  };

  for (const kind of REPORT_KINDS) register(kind, reports[kind]);

  app.get(
    '/instances/for-organization/:organizationId',
    {
      config: { staff: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary: "The organization's game instances, newest first (the reports' period picker)",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        response: { 200: reportInstancesSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request) => {
      return reportInstances(app.db, request.params.organizationId, await readerLanguage(request));
    },
  );

  app.get(
    '/financial-return/for-organization/:organizationId',
    {
      config: { staff: 'reports.read' },
      schema: {
        tags: ['reports'],
        summary:
          "The licence's financial return: per draw and in total, tickets sold, gross receipts, prizes, expenses, net proceeds",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        querystring: reportQuerySchema,
        response: {
          200: z.union([financialReturnSchema, csvBody]),
          ...adminErrorResponses,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const window = await resolveWindow(
        app.db,
        request.params.organizationId,
        request.query,
        await readerLanguage(request),
      );
      const report = await financialReturn(app.db, window);
      void reply.header('cache-control', 'no-store');
      if (request.query.format !== 'csv') return report;
      const name = `financial-return-${window.period.GameInstanceId ?? `${window.period.From}_${window.period.To}`}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(financialReturnCsv(report));
    },
  );

  app.post(
    '/expenses/for-organization/:organizationId',
    {
      config: { staff: 'expenses.record' },
      schema: {
        tags: ['reports'],
        summary: "Records one expense of one of the organization's draws (audited)",
        security: [{ bearer: [] }],
        params: organizationIdParams,
        body: expenseInputSchema,
        response: { 201: expenseSchema, ...adminErrorResponses, ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const expense = await recordExpense(
        app.db,
        request.params.organizationId,
        staff.accountId,
        request.body,
        await readerLanguage(request),
      );
      return reply.code(201).send(expense);
    },
  );
};
