import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../helpers/test-app';

export type Headers = Record<string, string>;

export interface ReportCall {
  kind: 'sales' | 'draws' | 'charities' | 'players' | 'reconciliation';
  organizationId: string;
  query: Record<string, string>;
}

export function getReport(
  t: TestApp,
  headers: Headers,
  call: ReportCall,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(call.query).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/reports/${call.kind}/for-organization/${call.organizationId}?${query}`,
    headers,
  });
}

/** Calendar dates around today (UTC), wide enough for any game time zone. */
export function aroundToday(): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(Date.now() - day), to: iso(Date.now() + day) };
}
