import { ApiErrorCode } from '@charity/domain/api/errors';
import { findRequestValueProblem } from '@charity/domain/requests/safe-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

const MESSAGES = {
  'unsafe-text': 'Text must not contain control characters or broken Unicode.',
  'too-deep': 'The request nests too deeply.',
} as const;

/**
 * Every route, whatever its schema says, refuses control characters, lone surrogates and
 * absurd nesting in its path, query and body: one rule here rather than one per field, so a
 * route added tomorrow is covered too (PostgreSQL refuses NUL in text, and that was a 500).
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const found = findRequestValueProblem(value);
      if (!found) continue;
      const message = MESSAGES[found.problem];
      const path = [part, found.path].filter(Boolean).join('.');
      throw new HttpError(400, ApiErrorCode.BadRequest, message, [
        { Path: path, Message: message },
      ]);
    }
  });
}
