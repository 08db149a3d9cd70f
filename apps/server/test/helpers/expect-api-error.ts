import { apiErrorBodySchema, type ApiErrorBody } from '@charity/domain/api/errors';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the answer is the spec's ApiErrorResponse body with this status; returns it. */
export function expectApiError(response: LightMyRequestResponse, status: number): ApiErrorBody {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  const body = apiErrorBodySchema.parse(response.json());
  expect(body.Status).toBe(status);
  return body;
}
