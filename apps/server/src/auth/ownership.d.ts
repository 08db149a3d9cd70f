import type { SubjectClaim } from '@charity/domain/claims';
/**
 * A player reaches only their own records in their own organization; administrators are
 * accounts too and the same rule holds for their own player record.
 */
export declare function assertOwnRecord(
  caller: SubjectClaim,
  target: {
    playerId: string;
    organizationId: string;
  },
): void;
