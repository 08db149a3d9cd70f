import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { loadCards, loadPlayers, purchaseLoad, type LoadPlayer } from '../crash/purchase-load';
import {
  buildDrawApp,
  prepareGame,
  runManualDraw,
  type GameUnderTest,
} from '../draws/draw-fixtures';
import { staffHeaders } from '../draws/money-draw-fixtures';
import type { TestApp } from '../helpers/test-app';
import { httpTransport } from '../identity/browser';

export interface Scenario {
  t: TestApp;
  port: number;
  game: GameUnderTest;
  manager: Record<string, string>;
  players: LoadPlayer[];
  cards: Awaited<ReturnType<typeof loadCards>>;
  /** Published draw records: the draw and its redraw. */
  drawIds: string[];
}

async function post(port: number, path: string, headers: Record<string, string>, body: object) {
  const answer = await httpTransport(port)({
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as Record<string, unknown>;
}

/** The fifty-fifty game over HTTP: real purchases through the sandbox, ready to draw. */
export async function startScenario(): Promise<Scenario> {
  const t = await buildDrawApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const game = await prepareGame(t, 'fiftyfifty', { range: 100_000, manualDraw: true });
  const manager = await staffHeaders(t, 'fiftyfifty', 'manager');
  const players = await loadPlayers(t.database.db, 8);
  const cards = await loadCards(t.database.db);
  return { t, port, game, manager, players, cards, drawIds: [] };
}

/** Purchases from several clients until stopped (backups are taken meanwhile). */
export function purchasesRunning(s: Scenario) {
  return purchaseLoad({
    port: s.port,
    players: s.players,
    cards: s.cards,
    instanceId: s.game.instanceId,
    workers: 4,
  });
}

/** A void, the draw, and a redraw of a self-excluded winner: all of it published. */
export async function voidDrawAndRedraw(s: Scenario): Promise<void> {
  const db = s.t.database.db;
  const { rows } = await sql<{ id: string; ticket_number: number }>`
    select p.id, e.ticket_number from payments p join instance_entries e on e.payment_id = p.id
    where p.game_instance_id = ${s.game.instanceId} and p.status = 'succeeded' and e.paid
    order by p.created_at limit 1`.execute(db);
  const paid = rows[0];
  if (!paid) throw new Error('no paid purchase to void');
  await post(
    s.port,
    `/api/support/payment/${paid.id}/void/for-organization/${s.game.organizationId}`,
    s.manager,
    { TicketNumbers: [paid.ticket_number], Reason: 'Bought the wrong number by mistake' },
  );
  const draw = await runManualDraw(s.t, s.manager, s.game.organizationId, s.game.instanceId);
  s.drawIds.push(s.game.instanceId);
  const winner = await db
    .selectFrom('instance_entries')
    .select('player_id')
    .where('game_instance_id', '=', s.game.instanceId)
    .where('ticket_number', '=', Number(draw.WinningNumber))
    .executeTakeFirstOrThrow();
  await db
    .insertInto('self_exclusions')
    .values({
      organization_id: s.game.organizationId,
      player_id: winner.player_id,
      period: 'SixMonths',
      starts_at: new Date(Date.now() - 60_000),
      ends_at: new Date(Date.now() + 180 * 86_400_000),
    })
    .execute();
  const entries = await db
    .selectFrom('instance_entries')
    .select('ticket_number')
    .where('game_instance_id', '=', s.game.instanceId)
    .where('player_id', '=', winner.player_id)
    .where('paid', '=', true)
    .execute();
  const redraw = await post(s.port, '/api/draw/redraw', s.manager, {
    OrganizationId: s.game.organizationId,
    DrawId: s.game.instanceId,
    Reason: 'SelfExcluded',
    ExcludedEntries: entries.map((e) => e.ticket_number).sort((a, b) => a - b),
  });
  await post(s.port, '/api/draw/redraw/run', s.manager, {
    OrganizationId: s.game.organizationId,
    RedrawId: redraw.Id,
  });
  s.drawIds.push(String(redraw.Id));
}

/** What the restored server must answer the same: the organization's reports, as JSON. */
export async function reportsOf(
  inject: (url: string) => Promise<{ statusCode: number; body: string }>,
  organizationId: string,
  instanceId: string,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const kind of ['sales', 'draws', 'reconciliation', 'voids']) {
    const response = await inject(
      `/api/reports/${kind}/for-organization/${organizationId}?gameInstanceId=${instanceId}`,
    );
    expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
    answers[kind] = JSON.parse(response.body) as unknown;
  }
  return answers;
}
