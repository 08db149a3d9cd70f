import { randomUUID } from 'node:crypto';
import { ensureSeed } from '../../src/draws/seed-store';
import type { TestApp } from '../helpers/test-app';

/** A second game beside the current one, drawn by hand, with "Draw 1" open (issue 27). */
export async function addSpringGame(t: TestApp, organizationId: string) {
  const db = t.database.db;
  const game = await db
    .insertInto('games')
    .values({
      organization_id: organizationId,
      key: `spring-${randomUUID().slice(0, 8)}`,
      game_type: 2,
      name: 'Spring 50/50',
      number_range_max: 100,
      ticket_price_cents: 500,
      winner_share_percent: 50,
      manual_draw: true,
      subscriptions_enabled: false,
      lock_players_to_region: false,
      time_zone: 'America/Halifax',
      sales_close_minutes_before_draw: 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instance = await db
    .insertInto('game_instances')
    .values({
      game_id: game.id,
      sequence: 1,
      name: 'Draw 1',
      description: 'The first spring draw.',
      status: 'Open',
      ticket_price_cents: 500,
      started_on: new Date(),
      sales_close_at: new Date(Date.now() + 86_400_000),
      draw_at: new Date(Date.now() + 90_000_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureSeed(db, instance.id);
  return { gameId: game.id, instanceId: instance.id };
}
