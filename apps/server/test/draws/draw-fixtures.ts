import { randomBytes } from 'node:crypto';
import { drawResultSchema, type DrawResult } from '@charity/domain/api/draw';
import { formatSubject } from '@charity/domain/claims';
import { deriveIndex } from '@charity/domain/draws/draw-stream';
import { entriesHash } from '@charity/domain/draws/entries-hash';
import { EntryList } from '@charity/domain/draws/entry-list';
import { commitToSeed } from '@charity/domain/draws/seed-commitment';
import { importJWK, SignJWT } from 'jose';
import { expect } from 'vitest';
import { sql } from 'kysely';
import { ensureSeed } from '../../src/draws/seed-store';
import { recordPotMovement } from '../../src/live-pot/pot-ledger';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity, type TestPlayer } from '../identity/fixtures';

export type Slug = keyof typeof demoHosts;

/** The real app with the sandbox settling at once and no lifecycle timer (tests run passes). */
export function buildDrawApp() {
  return buildTestApp({
    app: {
      identity: testIdentity,
      payments: { SANDBOX_SETTLEMENT: 'instant', JOBS_INTERVAL_MS: 0 },
      draws: { lifecycleIntervalMs: 0, potHeartbeatMs: 200 },
    },
  });
}

/** A bearer token as the embedded provider issues it, for any subject. */
export async function bearerFor(t: TestApp, slug: Slug, player: TestPlayer, isAdmin: boolean) {
  const jwk = (await t.app.identity.keys()).signing[0];
  if (!jwk) throw new Error('no signing key');
  const origin = `http://${demoHosts[slug]}`;
  const token = await new SignJWT({ scope: 'openid profile common-api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(
      formatSubject({ organizationId: player.organizationId, playerId: player.id, isAdmin }),
    )
    .setIssuer(`${origin}/oidc`)
    .setAudience(`${origin}/api`)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(await importJWK(jwk, 'RS256'));
  return { host: demoHosts[slug], authorization: `Bearer ${token}` };
}

export async function adminHeaders(t: TestApp, slug: Slug) {
  const admin = await createPlayer(t.database.db, await t.organizationId(slug), { isAdmin: true });
  return bearerFor(t, slug, admin, true);
}

export interface GameUnderTest {
  organizationId: string;
  gameId: string;
  instanceId: string;
}

/** The demo game of an organization, resized, with its open instance and a committed seed. */
export async function prepareGame(
  t: TestApp,
  slug: Slug,
  settings: { range: number; manualDraw?: boolean; ticketPriceCents?: number; share?: number },
): Promise<GameUnderTest> {
  const db = t.database.db;
  const organizationId = await t.organizationId(slug);
  const org = await db
    .selectFrom('organizations')
    .select('current_game_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const gameId = org.current_game_id ?? '';
  await db
    .updateTable('games')
    .set({
      number_range_max: settings.range,
      ...(settings.manualDraw === undefined ? {} : { manual_draw: settings.manualDraw }),
      ...(settings.share === undefined ? {} : { winner_share_percent: settings.share }),
    })
    .where('id', '=', gameId)
    .execute();
  const instance = await db
    .selectFrom('game_instances')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
  if (settings.ticketPriceCents) {
    await db
      .updateTable('game_instances')
      .set({ ticket_price_cents: settings.ticketPriceCents })
      .where('id', '=', instance.id)
      .execute();
  }
  await ensureSeed(db, instance.id);
  return { organizationId, gameId, instanceId: instance.id };
}

/** Replaces the instance's secret seed (and commitment) before its draw. */
export async function setSeed(t: TestApp, instanceId: string, seed: string) {
  await t.database.db
    .updateTable('draw_seeds')
    .set({ seed })
    .where('game_instance_id', '=', instanceId)
    .execute();
  await t.database.db
    .updateTable('game_instances')
    .set({ seed_commitment: commitToSeed(seed) })
    .where('id', '=', instanceId)
    .execute();
}

/** A seed whose GoldRush winning number, for these paid numbers, is (or is not) paid. */
export function goldRushSeed(instanceId: string, range: number, paid: number[], wantPaid: boolean) {
  const hash = entriesHash(EntryList.fromTicketNumbers(paid));
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const number = 1 + deriveIndex(seed, instanceId, hash, range);
    if (paid.includes(number) === wantPaid) return { seed, number };
  }
}

/**
 * Paid entries written straight to the tables the payments feature writes (group, numbers,
 * succeeded payment, paid entries, pot), for draws over chosen numbers.
 */
export async function payEntries(
  t: TestApp,
  game: GameUnderTest,
  numbers: number[],
  player?: TestPlayer,
): Promise<TestPlayer> {
  const db = t.database.db;
  const holder = player ?? (await createPlayer(db, game.organizationId));
  const instance = await db
    .selectFrom('game_instances')
    .select('ticket_price_cents')
    .where('id', '=', game.instanceId)
    .executeTakeFirstOrThrow();
  const amount = Number(instance.ticket_price_cents) * numbers.length;
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('player_number_groups')
      .values({
        organization_id: game.organizationId,
        player_id: holder.id,
        game_id: game.gameId,
        idempotency_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('player_numbers')
      .values(
        numbers.map((n) => ({
          game_id: game.gameId,
          ticket_number: n,
          player_id: holder.id,
          group_id: group.id,
        })),
      )
      .execute();
    const payment = await trx
      .insertInto('payments')
      .values({
        organization_id: game.organizationId,
        player_id: holder.id,
        game_instance_id: game.instanceId,
        kind: 'purchase',
        amount_cents: amount,
        currency: 'cad',
        status: 'succeeded',
        provider: 'sandbox',
        idempotency_key: randomBytes(8).toString('hex'),
        request_hash: 'test',
        group_ids: [group.id],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('instance_entries')
      .values(
        numbers.map((n) => ({
          game_instance_id: game.instanceId,
          ticket_number: n,
          group_id: group.id,
          player_id: holder.id,
          payment_id: payment.id,
          paid: true,
        })),
      )
      .execute();
    // As a paid purchase does: its own row in the pot ledger, where draws read their sales.
    await recordPotMovement(
      trx,
      { id: payment.id, game_instance_id: game.instanceId, amount_cents: amount },
      'in',
    );
  });
  return holder;
}

/** Moves the instance's sales close and draw time into the past (due for the scheduler). */
export async function makeDue(t: TestApp, instanceId: string) {
  await sql`update game_instances set sales_close_at = now() - interval '2 minutes',
    draw_at = now() - interval '1 minute' where id = ${instanceId}`.execute(t.database.db);
}

/** The manual draw call of an instance over HTTP, answered as it is (a refusal too). */
export function postManualRun(
  t: TestApp,
  headers: Record<string, string>,
  game: Pick<GameUnderTest, 'organizationId' | 'instanceId'>,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/draw/manual/run',
    headers,
    payload: { OrganizationId: game.organizationId, GameInstanceId: game.instanceId },
  });
}

/** The administrator's manual draw of an instance over HTTP; it must succeed. */
export async function runManualDraw(
  t: TestApp,
  admin: Record<string, string>,
  organizationId: string,
  instanceId: string,
): Promise<DrawResult> {
  const run = await postManualRun(t, admin, { organizationId, instanceId });
  expect(run.statusCode, run.body).toBe(200);
  return drawResultSchema.parse(run.json());
}

/** The game's open instance, the whole row. */
export function openInstanceRow(t: TestApp, gameId: string) {
  return t.database.db
    .selectFrom('game_instances')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'Open')
    .executeTakeFirstOrThrow();
}
