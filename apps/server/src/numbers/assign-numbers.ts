import { checkNumberRequest } from '@charity/domain/numbers/number-limits';
import { sql } from 'kysely';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { badRequest } from '../errors/http-errors';
import type { GameContext } from './game-context';
import { allocateNumbers, NumbersExhaustedError } from './number-allocation';
import { refusal } from '../refusals/refusal-catalogue';

export interface NewGroupRequest {
  organizationId: string;
  playerId: string;
  quantity: number;
  requested: readonly number[];
  /** Set for a plain assignment; a purchase keeps its key on the payment instead. */
  idempotencyKey: string | null;
}

export interface NewGroup {
  groupId: string;
  numbers: number[];
  replayed: boolean;
}

async function replayedGroup(trx: Executor, playerId: string, key: string) {
  const group = await trx
    .selectFrom('player_number_groups')
    .select('id')
    .where('player_id', '=', playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!group) return null;
  const rows = await trx
    .selectFrom('player_numbers')
    .select('ticket_number')
    .where('group_id', '=', group.id)
    .orderBy('ticket_number')
    .execute();
  return { groupId: group.id, numbers: rows.map((row) => row.ticket_number), replayed: true };
}

/** Called after the failed transaction rolled back, so that the hint survives it. */
export async function rememberExhausted(db: Executor, error: unknown, gameId: string) {
  if (!(error instanceof NumbersExhaustedError)) return;
  await db
    .insertInto('game_numbers_exhausted')
    .values({ game_id: gameId, checked_at: new Date() })
    .onConflict((oc) => oc.column('game_id').doUpdateSet({ checked_at: new Date() }))
    .execute();
}

/** What the player holds of the game, and whether a recent allocation found every number held. */
export interface Holding {
  held: number;
  exhausted: boolean;
}

/**
 * The columns `held` (a bigint) and `exhausted` of a select: a payment reads them in its one
 * statement after the player lock. `exhausted` is the hint a failed allocation leaves for 30
 * seconds (dropped as soon as a failed purchase gives numbers back).
 */
export const holdingColumns = (gameId: string, playerId: string) => sql<Holding>`
  (select count(*) from player_numbers where player_id = ${playerId} and game_id = ${gameId})
    as held,
  exists (select 1 from game_numbers_exhausted
          where game_id = ${gameId} and checked_at > now() - interval '30 seconds') as exhausted`;

async function readHolding(trx: Executor, gameId: string, playerId: string): Promise<Holding> {
  const { rows } = await sql<{ held: string; exhausted: boolean }>`
    select ${holdingColumns(gameId, playerId)}`.execute(trx);
  const row = rows[0] ?? { held: '0', exhausted: false };
  return { held: Number(row.held), exhausted: row.exhausted };
}

/**
 * A new group of numbers for the player, inside the caller's transaction and after the
 * caller locked the player (lockPlayer): limits are checked against committed numbers only.
 * `holding`, when the caller read it after that lock, saves the read.
 */
export async function createNumberGroup(
  trx: Executor,
  game: GameContext,
  request: NewGroupRequest,
  holding?: Holding,
): Promise<NewGroup> {
  if (request.idempotencyKey) {
    const replay = await replayedGroup(trx, request.playerId, request.idempotencyKey);
    if (replay) return replay;
  }
  const { held, exhausted } = holding ?? (await readHolding(trx, game.id, request.playerId));
  // Refuses at once while a recent allocation found every number held.
  if (exhausted) throw new NumbersExhaustedError();
  const problem = checkNumberRequest({
    quantity: request.quantity,
    requested: request.requested,
    held,
    maxPerPlayer: game.max_numbers_per_player,
    rangeMax: game.number_range_max,
  });
  if (problem) {
    const words = refusal('numbers.request', problem);
    throw problem.kind === 'limit' ? conflict(words) : badRequest(words);
  }

  const group = await trx
    .insertInto('player_number_groups')
    .values({
      organization_id: request.organizationId,
      player_id: request.playerId,
      game_id: game.id,
      idempotency_key: request.idempotencyKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const numbers = await allocateNumbers(trx, {
    gameId: game.id,
    playerId: request.playerId,
    groupId: group.id,
    rangeMax: game.number_range_max,
    quantity: request.quantity,
    requested: request.requested,
  });
  return { groupId: group.id, numbers, replayed: false };
}
