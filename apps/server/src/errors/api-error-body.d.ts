import { type ApiErrorBody } from '@charity/domain/api/errors';
import type { FastifyRequest } from 'fastify';
export declare function apiErrorBody(
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
  errors?: ApiErrorBody['Errors'],
): ApiErrorBody;
/** Codes for the 4xx that Fastify and its plugins raise themselves. */
export declare function codeForStatus(status: number): string;
