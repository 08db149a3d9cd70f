import type { DrawGames } from '@charity/domain/api/draw-games';
import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import type { Executor } from '../db/executor';
import { notFound } from '../errors/http-errors';
import type { Locale } from '../identity/pages/locale';
import { localized } from '../translations/localized-sql';

const TO_DRAW = [GameInstanceStatus.Open, GameInstanceStatus.SalesClosed];

/**
 * Every game of the organization with an instance still to draw (open or sales closed), and the
 * current game even without one: the draw screen's choice, the current game first.
 */
export async function manualDrawGames(
  db: Executor,
  organizationId: string,
  currentGameId: string | null,
  locale: Locale,
): Promise<DrawGames> {
  const rows = await db
    .selectFrom('games as g')
    .leftJoin('game_instances as i', (join) =>
      join.onRef('i.game_id', '=', 'g.id').on('i.status', 'in', TO_DRAW),
    )
    .select([
      'g.id as game_id',
      localized(locale, 'g', 'name').as('game_name'),
      'g.game_type',
      'g.manual_draw',
      'g.created_at',
      'i.id as instance_id',
      localized<string | null>(locale, 'i', 'name').as('instance_name'),
      'i.status',
      'i.sequence',
    ])
    .where('g.organization_id', '=', organizationId)
    .orderBy('g.created_at')
    .orderBy('i.sequence')
    .execute();
  // One line a game: its earliest instance still to draw (there is normally one at most).
  const byGame = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byGame.has(row.game_id)) byGame.set(row.game_id, row);
  const games = [...byGame.values()]
    .filter((row) => row.instance_id !== null || row.game_id === currentGameId)
    .map((row) => ({
      GameId: row.game_id,
      GameName: row.game_name,
      GameType: row.game_type,
      ManualDraw: row.manual_draw,
      Current: row.game_id === currentGameId,
      GameInstanceId: row.instance_id,
      GameInstanceName: row.instance_name,
      Status: row.status,
    }));
  return { Games: games.sort((a, b) => Number(b.Current) - Number(a.Current)) };
}

/** The game the draw screen shows: the one asked for (of this organization), else the current. */
export async function drawGameOf(
  db: Executor,
  organizationId: string,
  currentGameId: string | null,
  gameId: string | undefined,
): Promise<string | null> {
  if (!gameId) return currentGameId;
  const game = await db
    .selectFrom('games')
    .select('id')
    .where('id', '=', gameId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!game) throw notFound(`Game ${gameId} does not exist.`);
  return game.id;
}
