import type { SubjectClaim } from '@charity/domain/claims';
import { forbidden } from './auth-errors';

/**
 * A player reaches only their own records in their own organization; administrators are
 * accounts too and the same rule holds for their own player record.
 */
export function assertOwnRecord(
  caller: SubjectClaim,
  target: { playerId: string; organizationId: string },
): void {
  if (caller.organizationId !== target.organizationId) {
    throw forbidden('This account belongs to another organization.');
  }
  if (caller.playerId !== target.playerId) {
    throw forbidden('You can only reach your own player record.');
  }
}
