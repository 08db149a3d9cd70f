export interface SubjectClaim {
  organizationId: string;
  playerId: string;
  isAdmin: boolean;
}

/**
 * Spec §3: the subject has pipe-separated parts; the second is the player id and the
 * third, when it reads `true` in any case, marks an administrator.
 * DESIGN.md §3: the first part is the organization id.
 */
export function parseSubject(subject: string | null | undefined): SubjectClaim | null {
  if (!subject) return null;
  const [organizationId = '', playerId = '', admin = ''] = subject.split('|');
  if (!playerId) return null;
  return { organizationId, playerId, isAdmin: admin.trim().toLowerCase() === 'true' };
}

export function formatSubject(claim: SubjectClaim): string {
  return `${claim.organizationId}|${claim.playerId}|${claim.isAdmin ? 'true' : 'false'}`;
}
