import { apiErrorBodySchema } from '@charity/domain/api/errors';

/** Response schemas of the failures every route can answer (documented in OpenAPI). */
export const errorResponses = {
  400: apiErrorBodySchema.describe('The request is malformed'),
  404: apiErrorBodySchema.describe('Not found'),
  500: apiErrorBodySchema.describe('Unexpected failure; details are in the server log'),
} as const;
