import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders, bearerFor, buildDrawApp } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import type { TestApp } from '../helpers/test-app';
import { createPlayer } from '../identity/fixtures';
import { openInstanceId } from '../payments/money-fixtures';
import { aroundToday, getReport, type ReportCall } from './report-fixtures';

let t: TestApp;
let goldrushId: string;
beforeAll(async () => {
  t = await buildDrawApp();
  goldrushId = await t.organizationId('goldrush');
});
afterAll(() => t.close());

const kinds = ['sales', 'draws', 'charities', 'players', 'reconciliation'] as const;
const callFor = (kind: ReportCall['kind']): ReportCall => ({
  kind,
  organizationId: goldrushId,
  query: aroundToday(),
});

describe('report access', () => {
  it('refuses a caller without a token', async () => {
    expectApiError(await getReport(t, { host: 'goldrush.localhost' }, callFor('sales')), 401);
  });

  it.each(kinds)('refuses a player of the organization: %s', async (kind) => {
    const player = await createPlayer(t.database.db, goldrushId);
    const headers = await bearerFor(t, 'goldrush', player, false);
    expectApiError(await getReport(t, headers, callFor(kind)), 403);
  });

  it.each(kinds)("refuses another organization's administrator: %s", async (kind) => {
    const headers = await adminHeaders(t, 'fiftyfifty');
    expectApiError(await getReport(t, headers, callFor(kind)), 403);
    const csv = { ...callFor(kind), query: { ...aroundToday(), format: 'csv' } };
    expectApiError(await getReport(t, headers, csv), 403);
  });

  it("does not know another organization's instance", async () => {
    const headers = await adminHeaders(t, 'goldrush');
    const other = await openInstanceId(t, 'fiftyfifty');
    const call = { ...callFor('sales'), query: { gameInstanceId: other } };
    expectApiError(await getReport(t, headers, call), 404);
  });

  it('asks for a period', async () => {
    const headers = await adminHeaders(t, 'goldrush');
    expectApiError(await getReport(t, headers, { ...callFor('sales'), query: {} }), 400);
    const reversed = { from: '2026-02-01', to: '2026-01-01' };
    expectApiError(await getReport(t, headers, { ...callFor('sales'), query: reversed }), 400);
  });

  it("lists the organization's instances to its administrator only", async () => {
    const url = `/api/reports/instances/for-organization/${goldrushId}`;
    const other = await adminHeaders(t, 'fiftyfifty');
    expectApiError(await t.app.inject({ url, headers: other }), 403);
    const response = await t.app.inject({ url, headers: await adminHeaders(t, 'goldrush') });
    expect(response.statusCode).toBe(200);
    const instances = (response.json() as { Instances: { Id: string }[] }).Instances;
    expect(instances.map((i) => i.Id)).toContain(await openInstanceId(t, 'goldrush'));
    expect(instances.map((i) => i.Id)).not.toContain(await openInstanceId(t, 'fiftyfifty'));
  });

  it('documents every report in the OpenAPI description', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    for (const kind of [...kinds, 'instances']) {
      expect(paths).toContain(`/api/reports/${kind}/for-organization/{organizationId}`);
    }
  });

  it('answers the administrator of the organization', async () => {
    const headers = await adminHeaders(t, 'goldrush');
    for (const kind of kinds) {
      const response = await getReport(t, headers, callFor(kind));
      expect(response.statusCode, kind).toBe(200);
    }
  });
});
