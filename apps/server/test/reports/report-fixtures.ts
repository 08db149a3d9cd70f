import type { ReportKind } from '@charity/domain/reports/report-period';
import { randomUUID } from 'node:crypto';
import { paymentResultSchema, type PaymentResult } from '@charity/domain/payments/payment-api';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { AppOptions } from '../../src/app';
import { signSandboxPayload } from '../../src/payments/sandbox/sandbox-signature';
import { testIdentity } from '../identity/fixtures';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { cardToken, ids, openInstanceId, type MoneyClient } from '../payments/money-fixtures';

export type Headers = Record<string, string>;

export interface ReportCall {
  kind: ReportKind | 'financial-return';
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

/** A report as JSON, checked against its response schema. */
export async function reportJson<T>(
  t: TestApp,
  headers: Headers,
  call: ReportCall,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await getReport(t, headers, call);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** Calendar dates around today (UTC), wide enough for any game time zone. */
export function aroundToday(): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(Date.now() - day), to: iso(Date.now() + day) };
}

const WEBHOOK_SECRET = 'report-tests-webhook-secret-0123';

/** The draws app's options (sandbox settling at once, no timers, signed webhooks accepted). */
export const reportAppOptions = {
  identity: testIdentity,
  payments: {
    SANDBOX_SETTLEMENT: 'instant',
    JOBS_INTERVAL_MS: 0,
    SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  draws: { lifecycleIntervalMs: 0, potHeartbeatMs: 200 },
} satisfies Partial<AppOptions>;

/** The draws app (sandbox settling at once, no timers) that also accepts signed webhooks. */
export function buildReportApp() {
  return buildTestApp({ app: reportAppOptions });
}

/** The sandbox provider's signed event about one payment: its body and headers. */
export function sandboxEventRequest(type: 'payment.refunded', paymentId: string) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type,
    data: { charge: '', payment_id: paymentId, failure_code: null },
  });
  return {
    path: '/api/payments/webhook/sandbox',
    body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxPayload(WEBHOOK_SECRET, body),
    },
  };
}

/** The sandbox provider's signed event about one payment, as it would post it. */
export function sandboxEvent(t: TestApp, type: 'payment.refunded', paymentId: string) {
  const event = sandboxEventRequest(type, paymentId);
  return t.app.inject({
    method: 'POST',
    url: event.path,
    payload: event.body,
    headers: event.headers,
  });
}

const checkout = async (response: LightMyRequestResponse, status: PaymentResult['Status']) => {
  expect(response.statusCode, response.body).toBe(200);
  const result = paymentResultSchema.parse(response.json());
  expect(result.Status).toBe(status);
  return result;
};

/** Buys numbers in the open instance: settled at once, Succeeded (or Failed for a bad card). */
export async function purchase(
  t: TestApp,
  client: MoneyClient,
  quantity: number,
  card?: string,
): Promise<PaymentResult> {
  const response = await client.post('/api/player-number/purchase', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    Quantity: quantity,
    Payment: { Token: await cardToken(client, card) },
  });
  return checkout(response, card ? 'Failed' : 'Succeeded');
}

/** Plays the player's existing group in the open instance. */
export async function play(
  t: TestApp,
  client: MoneyClient,
  groupId: string,
  card?: string,
): Promise<PaymentResult> {
  const response = await client.post('/api/player-number/play', {
    ...ids(client),
    GameInstanceId: await openInstanceId(t, client.slug),
    GroupIds: [groupId],
    Payment: { Token: await cardToken(client, card) },
  });
  return checkout(response, card ? 'Failed' : 'Succeeded');
}
