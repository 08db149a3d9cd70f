import { apiErrorBodySchema } from '@charity/domain/api/errors';
import type { SubjectClaim } from '@charity/domain/claims';
import { forbidden } from './auth-errors';

/** Responses of an administrator's call, besides the common ones (OpenAPI). */
export const adminErrorResponses = {
  401: apiErrorBodySchema.describe('Not signed in'),
  403: apiErrorBodySchema.describe('Not an administrator of this organization'),
} as const;

/** Administrators act on their own organization only; players not at all. */
export function assertAdminOf(caller: SubjectClaim, organizationId: string): void {
  if (!caller.isAdmin || caller.organizationId !== organizationId) {
    throw forbidden('Only an administrator of this organization may do this.');
  }
}
