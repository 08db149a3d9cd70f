import { ApiErrorCode } from '@charity/domain/api/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Locale } from '../identity/pages/locale';
import { readerLanguage } from '../translations/reader-language';
import { refusal, wordsOf } from '../refusals/refusal-catalogue';
import { issueWords } from '../refusals/schema-issue-words';
import { apiErrorBody, codeForStatus } from './api-error-body';
import { statusForDatabaseError } from './database-errors';
import { HttpError, type RefusalMessage } from './http-errors';

/** A refusal's words for this reader: a keyed one in their language, English as it is. */
const say = (message: RefusalMessage, language: Locale) =>
  typeof message === 'string' ? message : wordsOf(message, language);

function validationFailure(error: FastifyError, request: FastifyRequest, language: Locale) {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  return apiErrorBody(
    request,
    400,
    ApiErrorCode.BadRequest,
    wordsOf(refusal('request.invalid'), language),
    issues.map((issue) => ({
      Path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.'),
      Message: issueWords(
        { keyword: issue.keyword, params: issue.params, message: issue.message ?? 'is not valid' },
        language,
      ),
    })),
  );
}

/**
 * The one place that turns errors into the spec's ApiErrorResponse body, refusals in the
 * reader's language (decision 0026). Anything that is not a deliberate 4xx (or a 5xx we
 * raised on purpose) is logged and answered without details.
 */
export async function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const language = await readerLanguage(request);
    return reply.status(400).send(validationFailure(error, request, language));
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
    const keyed = error.refusal ?? error.errors?.some(({ Message }) => typeof Message !== 'string');
    const language = keyed ? await readerLanguage(request) : 'en';
    const errors = error.errors?.map(({ Path, Message }) => ({
      Path,
      Message: say(Message, language),
    }));
    const message = error.refusal ? wordsOf(error.refusal, language) : error.message;
    return reply
      .status(error.statusCode)
      .send(apiErrorBody(request, error.statusCode, error.code, message, errors));
  }
  const databaseStatus = statusForDatabaseError(error);
  if (databaseStatus) {
    // A schema let this value through: worth a look, but it is still the caller's value.
    request.log.warn({ err: error }, 'database refused a value from the request');
    const language = await readerLanguage(request);
    const message = refusal(
      databaseStatus === 400 ? 'request.valueOutOfRange' : 'request.conflictsWithState',
    );
    return reply
      .status(databaseStatus)
      .send(
        apiErrorBody(
          request,
          databaseStatus,
          codeForStatus(databaseStatus),
          wordsOf(message, language),
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(apiErrorBody(request, status, codeForStatus(status), error.message));
  }
  request.log.error({ err: error }, 'request failed');
  // No account look-up here: the database may be what failed.
  const hidden = wordsOf(
    refusal('server.failed'),
    await readerLanguage(request, { account: false }),
  );
  return reply.status(500).send(apiErrorBody(request, 500, ApiErrorCode.InternalError, hidden));
}
