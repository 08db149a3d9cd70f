import { sql } from 'kysely';
import { ApiErrorCode } from '@charity/domain/api/errors';
import { conflict } from '../auth/auth-errors';
import type { Executor } from '../db/executor';
import { HttpError } from '../errors/http-errors';
import { refusal } from '../refusals/refusal-catalogue';

export interface Allocation {
  gameId: string;
  playerId: string;
  groupId: string;
  rangeMax: number;
  quantity: number;
  requested: readonly number[];
}

const RANDOM_ROUNDS = 3;
const SCAN_ROUNDS = 50;

type Inserted = { ticket_number: number };

/** Requested numbers are honoured whole or not at all (409 names the taken ones). */
async function insertRequested(trx: Executor, a: Allocation): Promise<number[]> {
  if (a.requested.length === 0) return [];
  const { rows } = await sql<Inserted>`
    insert into player_numbers (game_id, ticket_number, player_id, group_id)
    select ${a.gameId}, n, ${a.playerId}, ${a.groupId} from unnest(${[...a.requested]}::int[]) n
    on conflict do nothing returning ticket_number`.execute(trx);
  if (rows.length !== a.requested.length) {
    const got = new Set(rows.map((row) => row.ticket_number));
    const taken = a.requested.filter((n) => !got.has(n));
    throw conflict(refusal('numbers.taken', { numbers: taken }));
  }
  return rows.map((row) => row.ticket_number);
}

/** Random candidates: cheap while the range has room; a lost race is just skipped. */
async function insertRandom(trx: Executor, a: Allocation, missing: number) {
  const candidates = Math.min(a.rangeMax * 2, missing * 4 + 16);
  const { rows } = await sql<Inserted>`
    insert into player_numbers (game_id, ticket_number, player_id, group_id)
    select ${a.gameId}, c.n, ${a.playerId}, ${a.groupId}
    from (select (1 + floor(random() * ${a.rangeMax}))::int n
          from generate_series(1, ${candidates})) c
    where not exists (select 1 from player_numbers p
                      where p.game_id = ${a.gameId} and p.ticket_number = c.n)
    limit ${missing}
    on conflict do nothing returning ticket_number`.execute(trx);
  return rows.map((row) => row.ticket_number);
}

/**
 * When the range is nearly full, walk it from a random offset (wrapping round) and stop at
 * the first free numbers: index probes stop as soon as enough are found, so a 1,000,000 range
 * with a few free numbers costs milliseconds, not a scan of every held number. An empty
 * answer means the whole range is held.
 */
async function freeFromOffset(trx: Executor, a: Allocation, missing: number) {
  const offset = 1 + Math.floor(Math.random() * a.rangeMax);
  const { rows } = await sql<{ n: number }>`
    (select n from generate_series(${offset}::int, ${a.rangeMax}::int) n
     where not exists (select 1 from player_numbers p
                       where p.game_id = ${a.gameId} and p.ticket_number = n)
     limit ${missing})
    union all
    (select n from generate_series(1, ${offset - 1}::int) n
     where not exists (select 1 from player_numbers p
                       where p.game_id = ${a.gameId} and p.ticket_number = n)
     limit ${missing})
    limit ${missing}`.execute(trx);
  return rows.map((row) => row.n);
}

async function insertNumbers(trx: Executor, a: Allocation, numbers: number[]) {
  const { rows } = await sql<Inserted>`
    insert into player_numbers (game_id, ticket_number, player_id, group_id)
    select ${a.gameId}, n, ${a.playerId}, ${a.groupId} from unnest(${numbers}::int[]) n
    on conflict do nothing returning ticket_number`.execute(trx);
  return rows.map((row) => row.ticket_number);
}

/** Every number of the game is held: a 409 the caller may remember for a few seconds. */
export class NumbersExhaustedError extends HttpError {
  constructor() {
    super(409, ApiErrorCode.Conflict, refusal('numbers.exhausted'));
  }
}

/**
 * Inserts the group's numbers inside the caller's transaction. The primary key
 * (game_id, ticket_number) is what guarantees that no number is handed out twice; the
 * caller rolls back everything when this throws.
 */
export async function allocateNumbers(trx: Executor, a: Allocation): Promise<number[]> {
  const numbers = await insertRequested(trx, a);
  for (let round = 0; round < RANDOM_ROUNDS && numbers.length < a.quantity; round += 1) {
    numbers.push(...(await insertRandom(trx, a, a.quantity - numbers.length)));
  }
  for (let round = 0; round < SCAN_ROUNDS && numbers.length < a.quantity; round += 1) {
    const free = await freeFromOffset(trx, a, a.quantity - numbers.length);
    // Exhausted only when this request holds none: its own numbers come free on rollback.
    if (free.length === 0 && numbers.length === 0) throw new NumbersExhaustedError();
    if (free.length === 0) throw conflict(refusal('numbers.fewerFree'));
    // Ascending order, so that two requests wanting the same numbers seldom deadlock.
    numbers.push(
      ...(await insertNumbers(
        trx,
        a,
        free.sort((x, y) => x - y),
      )),
    );
  }
  if (numbers.length < a.quantity) {
    throw conflict(refusal('numbers.busy'));
  }
  return numbers.sort((x, y) => x - y);
}
