import { apiErrorBodySchema } from '@charity/domain/api/errors';

/** Responses of a staff call, besides the common ones (OpenAPI); see staff/staff-access.ts. */
export const adminErrorResponses = {
  401: apiErrorBodySchema.describe('Not signed in'),
  403: apiErrorBodySchema.describe(
    'Not a staff member of this organization, or their role does not allow this call',
  ),
} as const;
