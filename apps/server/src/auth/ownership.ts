import type { SubjectClaim } from '@charity/domain/claims';
import { forbidden } from './auth-errors';
import { refusal } from '../refusals/refusal-catalogue';

/**
 * A player reaches only their own records in their own organization; administrators are
 * accounts too and the same rule holds for their own player record.
 */
export function assertOwnRecord(
  caller: SubjectClaim,
  target: { playerId: string; organizationId: string },
): void {
  if (caller.organizationId !== target.organizationId) {
    throw forbidden(refusal('account.otherOrganization'));
  }
  if (caller.playerId !== target.playerId) {
    throw forbidden(refusal('player.ownRecordOnly'));
  }
}
