import { ApiErrorCode } from '@charity/domain/api/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorBody, codeForStatus } from './api-error-body';
import { statusForDatabaseError } from './database-errors';
import { HttpError } from './http-errors';
import { inReaderLanguage, type SchemaIssue } from './refusal-language';
import { requestLocale } from '../translations/request-locale';

const HIDDEN_MESSAGE = 'Something went wrong on our side. Please try again later.';

function validationFailure(error: FastifyError, request: FastifyRequest) {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const schemaIssues: SchemaIssue[] = issues.map((issue) => ({
    keyword: issue.keyword,
    params: issue.params,
    message: issue.message ?? '',
  }));
  const body = apiErrorBody(
    request,
    400,
    ApiErrorCode.BadRequest,
    'The request is not valid.',
    issues.map((issue) => ({
      Path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.'),
      Message: issue.message ?? 'is not valid',
    })),
  );
  return inReaderLanguage(body, requestLocale(request), schemaIssues);
}

/** Refusals are read on a screen: in the language the app asked for (issue 28). */
const readable = (request: FastifyRequest, body: ReturnType<typeof apiErrorBody>) =>
  inReaderLanguage(body, requestLocale(request));

/**
 * The one place that turns errors into the spec's ApiErrorResponse body. Anything that is not
 * a deliberate 4xx (or a 5xx we raised on purpose) is logged and answered without details.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(validationFailure(error, request));
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
    return reply
      .status(error.statusCode)
      .send(
        readable(
          request,
          apiErrorBody(request, error.statusCode, error.code, error.message, error.errors),
        ),
      );
  }
  const databaseStatus = statusForDatabaseError(error);
  if (databaseStatus) {
    // A schema let this value through: worth a look, but it is still the caller's value.
    request.log.warn({ err: error }, 'database refused a value from the request');
    const message =
      databaseStatus === 400
        ? 'A value in the request is out of range or cannot be stored.'
        : 'The request conflicts with the current state; reload and try again.';
    return reply
      .status(databaseStatus)
      .send(
        readable(
          request,
          apiErrorBody(request, databaseStatus, codeForStatus(databaseStatus), message),
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(readable(request, apiErrorBody(request, status, codeForStatus(status), error.message)));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send(
      readable(request, apiErrorBody(request, 500, ApiErrorCode.InternalError, HIDDEN_MESSAGE)),
    );
}
