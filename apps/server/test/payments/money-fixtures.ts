import { randomUUID } from 'node:crypto';
import { formatSubject } from '@charity/domain/claims';
import type { LightMyRequestResponse } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { createRegisteredPlayer, testIdentity, type TestPlayer } from '../identity/fixtures';

export type Slug = keyof typeof demoHosts;

/** The real app with the sandbox settling in the request and no job timer. */
export function buildMoneyApp(payments: Record<string, unknown> = {}) {
  return buildTestApp({
    app: {
      identity: testIdentity,
      payments: { SANDBOX_SETTLEMENT: 'instant', JOBS_INTERVAL_MS: 0, ...payments },
    },
  });
}

/**
 * An access token exactly as the embedded provider issues it (its signing key, issuer,
 * audience and `at+jwt` type), verified by the production bearer check. Signing here rather
 * than walking the login pages keeps tests of many players fast.
 */
export async function tokenFor(
  t: TestApp,
  slug: Slug,
  player: TestPlayer,
  origin = `http://${demoHosts[slug]}`,
): Promise<string> {
  const jwk = (await t.app.identity.keys()).signing[0];
  if (!jwk) throw new Error('no signing key');
  return new SignJWT({ scope: 'openid profile common-api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(
      formatSubject({ organizationId: player.organizationId, playerId: player.id, isAdmin: false }),
    )
    .setIssuer(`${origin}/oidc`)
    .setAudience(`${origin}/api`)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(await importJWK(jwk, 'RS256'));
}

export interface MoneyClient {
  player: TestPlayer;
  slug: Slug;
  /** `extra`: more headers, such as Accept-Language. */
  get(url: string, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload: object,
    key?: string,
    extra?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(url: string, payload: object): Promise<LightMyRequestResponse>;
  del(url: string): Promise<LightMyRequestResponse>;
}

/** The demo games are region-locked: the player passed a location check just now. */
async function passLocationCheck(t: TestApp, player: TestPlayer) {
  await sql`insert into location_checks (organization_id, game_id, player_id, method, inside, reason)
    select o.id, o.current_game_id, ${player.id}, 'coordinates', true, 'test'
    from organizations o where o.id = ${player.organizationId}`.execute(t.database.db);
}

export async function moneyClient(
  t: TestApp,
  slug: Slug = 'goldrush',
  options: { located?: boolean } = {},
): Promise<MoneyClient> {
  const player = await createRegisteredPlayer(t.database.db, await t.organizationId(slug));
  if (options.located ?? true) await passLocationCheck(t, player);
  const token = await tokenFor(t, slug, player);
  const headers = (key?: string) => ({
    host: demoHosts[slug],
    authorization: `Bearer ${token}`,
    ...(key ? { 'idempotency-key': key } : {}),
  });
  return {
    player,
    slug,
    get: (url, extra) => t.app.inject({ method: 'GET', url, headers: { ...headers(), ...extra } }),
    post: (url, payload, key, extra) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers(key ?? randomUUID()), ...extra },
      }),
    put: (url, payload) => t.app.inject({ method: 'PUT', url, payload, headers: headers() }),
    del: (url) => t.app.inject({ method: 'DELETE', url, headers: headers() }),
  };
}

/** The player's e-mails come in French from now on. */
export async function speaksFrench(t: TestApp, client: MoneyClient): Promise<void> {
  await t.database.db
    .updateTable('accounts')
    .set({ locale: 'fr' })
    .where('id', '=', client.player.id)
    .execute();
}

export async function openInstanceId(t: TestApp, slug: Slug): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select i.id from game_instances i join organizations o on o.current_game_id = i.game_id
    where o.slug = ${slug} and i.status = 'Open'`.execute(t.database.db);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no open instance for ${slug}`);
  return id;
}

export async function cardToken(client: MoneyClient, cardNumber = '4242 4242 4242 4242') {
  const response = await client.post('/api/payments/sandbox/cards', {
    CardNumber: cardNumber,
    ExpMonth: 12,
    ExpYear: 2040,
    Cvc: '123',
  });
  if (response.statusCode !== 200)
    throw new Error(`tokenize: ${response.statusCode} ${response.body}`);
  return (response.json() as { Token: string }).Token;
}

export const ids = (client: MoneyClient) => ({
  PlayerId: client.player.id,
  OrganizationId: client.player.organizationId,
});

/** The instance's exact pot (folded pot plus the movements since), as every reader sees it. */
export async function instancePot(t: TestApp, instanceId: string): Promise<number> {
  const { rows } = await sql<{
    pot: number;
  }>`select instance_pot_cents(${instanceId}) as pot`.execute(t.database.db);
  return Number(rows[0]?.pot);
}
