import { GameInstanceStatus } from '@charity/domain/game-instance-status';
import { nextInstanceName } from '@charity/domain/setup/next-instance-name';
import { sql, type Kysely } from 'kysely';
import { appendAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { ensureSeed } from '../draws/seed-store';
import { enterPrepaidDraws } from '../prepaid/enter-prepaid-draws';
import { moveCarryInsOfCancelled } from '../prizes/pot-carry';
import { nextInstanceTimes, type GameSchedule } from './draw-schedule';
import { lastRollover } from './last-rollover';
import { storedNameIn } from '../translations/instance-name';
import { wallClock } from './zoned-time';

const ACTIVE = [
  GameInstanceStatus.Scheduled,
  GameInstanceStatus.Open,
  GameInstanceStatus.SalesClosed,
];

interface LockedGame extends GameSchedule {
  id: string;
  organization_id: string;
  name: string;
  ticket_price_cents: number;
}

export interface OpenedInstance {
  id: string;
  /** False when the game already had an instance in play (nothing was opened). */
  opened: boolean;
}

function describeDraw(drawAt: Date, timeZone: string): string {
  const wall = wallClock(drawAt, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `Draw on ${wall.year}-${pad(wall.month)}-${pad(wall.day)} at ${pad(wall.hour)}:${pad(wall.minute)} (${timeZone}).`;
}

async function openLocked(trx: Executor, gameId: string, actor: string, now: Date) {
  const { rows } = await sql<LockedGame>`
    select id, organization_id, name, ticket_price_cents, draw_weekday, draw_time::text as draw_time,
      time_zone, sales_close_minutes_before_draw
    from games where id = ${gameId} for update`.execute(trx);
  const game = rows[0];
  if (!game) return null;
  const active = await trx
    .selectFrom('game_instances')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  if (active) return { id: active.id, opened: false };
  const last = await trx
    .selectFrom('game_instances')
    .select(['sequence', 'name', 'translations'])
    .where('game_id', '=', gameId)
    .orderBy('sequence', 'desc')
    .executeTakeFirst();
  const jackpot = await lastRollover(trx, gameId);
  const sequence = (last?.sequence ?? 0) + 1;
  const times = nextInstanceTimes(game, now);
  const inserted = await trx
    .insertInto('game_instances')
    .values({
      game_id: gameId,
      sequence,
      name: nextInstanceName(last?.name, sequence, game.name),
      translations: JSON.stringify({
        fr: { name: nextInstanceName(last && storedNameIn(last, 'fr'), sequence, game.name, 'fr') },
      }),
      description: describeDraw(times.drawAt, game.time_zone),
      status: GameInstanceStatus.Open,
      ticket_price_cents: Number(game.ticket_price_cents),
      jackpot_cents: jackpot,
      pot_total_cents: jackpot,
      started_on: now,
      sales_close_at: times.salesCloseAt,
      draw_at: times.drawAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Money carried into a cancelled draw (unclaimed prizes) goes on into this one.
  const carriedOn = await moveCarryInsOfCancelled(trx, gameId, actor);
  const commitment = await ensureSeed(trx, inserted.id);
  // Prepaid draws enter with the instance itself: open means their entries are in.
  const prepaid = await enterPrepaidDraws(trx, inserted.id);
  await appendAudit(trx, {
    organizationId: game.organization_id,
    actor,
    action: 'game-instance.opened',
    subjectType: 'game-instance',
    subjectId: inserted.id,
    details: {
      sequence,
      jackpotCents: jackpot,
      carriedOnCents: carriedOn,
      drawAt: times.drawAt.toISOString(),
      commitment,
      prepaidEntries: prepaid,
    },
  });
  return { id: inserted.id, opened: true };
}

/**
 * Opens the game's next instance, per its schedule, with a fresh committed seed and the
 * previous draw's rollover as its jackpot. Exactly once: the game row is locked and nothing
 * opens while an instance is still Scheduled, Open or SalesClosed.
 */
export function openNextInstance(
  db: Kysely<Database>,
  gameId: string,
  actor = 'scheduler',
  now = new Date(),
): Promise<OpenedInstance | null> {
  return db.transaction().execute((trx) => openLocked(trx, gameId, actor, now));
}
