import { sql } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Executor } from '../db/executor';
import type { LocationCheckMethod } from './geofence-tables';

export interface LocationCheck {
  organizationId: string;
  gameId: string;
  playerId: string | null;
  method: LocationCheckMethod;
  inside: boolean;
  reason: string;
  jurisdiction: string | null;
  ipAddress: string | null;
}

/** Every check goes to location_checks and to the audit log, together or not at all. */
export async function recordLocationCheck(db: Executor, check: LocationCheck): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('location_checks')
      .values({
        organization_id: check.organizationId,
        game_id: check.gameId,
        player_id: check.playerId,
        method: check.method,
        inside: check.inside,
        reason: check.reason,
        jurisdiction: check.jurisdiction,
        ip_address: check.ipAddress,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      organizationId: check.organizationId,
      actor: check.playerId ?? 'anonymous',
      action: check.inside ? 'location.check-passed' : 'location.check-failed',
      subjectType: 'game',
      subjectId: check.gameId,
      details: {
        locationCheckId: id,
        method: check.method,
        reason: check.reason,
        jurisdiction: check.jurisdiction,
        ipAddress: check.ipAddress,
      },
    });
  });
}

/** The player's latest successful check of this game within the last maxAgeMinutes (database clock). */
function latestSuccess(db: Executor, playerId: string, gameId: string, maxAgeMinutes: number) {
  return db
    .selectFrom('location_checks')
    .select(['jurisdiction', 'checked_at'])
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .where('inside', '=', true)
    .where('checked_at', '>', sql<Date>`now() - make_interval(mins => ${maxAgeMinutes})`)
    .orderBy('checked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Whether the player passed a location check for the game in the last maxAgeMinutes
 * (env LOCATION_CHECK_MAX_AGE_MINUTES). Purchase and play of a region-locked game ask this:
 * the browser's own guard is not trusted.
 */
export async function hasRecentSuccessfulLocationCheck(
  db: Executor,
  playerId: string,
  gameId: string,
  maxAgeMinutes: number,
): Promise<boolean> {
  return (await latestSuccess(db, playerId, gameId, maxAgeMinutes)) !== undefined;
}

/**
 * Where the player was found by the latest successful check within maxAgeMinutes (ISO 3166-2,
 * e.g. CA-NS), for the receipt's "where the purchase was made"; null when unknown.
 */
export async function jurisdictionOf(
  db: Executor,
  playerId: string,
  gameId: string,
  maxAgeMinutes: number,
): Promise<string | null> {
  return (await latestSuccess(db, playerId, gameId, maxAgeMinutes))?.jurisdiction ?? null;
}
