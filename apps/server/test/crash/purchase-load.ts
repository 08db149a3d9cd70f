import { randomUUID } from 'node:crypto';
import { formatSubject } from '@charity/domain/claims';
import { importJWK, SignJWT } from 'jose';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { loadIdentityKeys } from '../../src/identity/identity-keys.repository';
import { tokenizeCard } from '../../src/payments/sandbox/sandbox-cards';
import { httpTransport } from '../identity/browser';
import { createRegisteredPlayer } from '../identity/fixtures';

export const HOST = 'fiftyfifty.localhost';

export interface LoadPlayer {
  id: string;
  organizationId: string;
  token: string;
}

/** Players with a passed location check and a signed access token, straight in the database. */
export async function loadPlayers(db: Kysely<Database>, count: number): Promise<LoadPlayer[]> {
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('slug', '=', 'fiftyfifty')
    .executeTakeFirstOrThrow();
  const jwk = (await loadIdentityKeys(db)).signing[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const players: LoadPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const player = await createRegisteredPlayer(db, organization.id);
    await sql`insert into location_checks (organization_id, game_id, player_id, method, inside, reason)
      select o.id, o.current_game_id, ${player.id}, 'coordinates', true, 'crash test'
      from organizations o where o.id = ${organization.id}`.execute(db);
    const token = await new SignJWT({ scope: 'openid profile common-api' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setSubject(
        formatSubject({ organizationId: organization.id, playerId: player.id, isAdmin: false }),
      )
      .setIssuer(`http://${HOST}/oidc`)
      .setAudience(`http://${HOST}/api`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    players.push({ id: player.id, organizationId: organization.id, token });
  }
  return players;
}

/** One token per test card: a success, a decline, and one that waits for the bank's check. */
export async function loadCards(db: Kysely<Database>) {
  const card = async (CardNumber: string) =>
    (await tokenizeCard(db, { CardNumber, ExpMonth: 12, ExpYear: 2040, Cvc: '123' })).Token;
  return {
    succeeds: await card('4242424242424242'),
    declined: await card('4000000000000002'),
    bankCheck: await card('4000002500003155'),
  };
}

export interface LoadFigures {
  sent: number;
  answered: number;
  errors: number;
}

type Cards = Awaited<ReturnType<typeof loadCards>>;

/** A few purchases one after the other: a fresh process answers its first requests slowly. */
export async function warmUp(port: number, player: LoadPlayer, cards: Cards, instanceId: string) {
  const load = purchaseLoad({ port, players: [player], cards, instanceId, workers: 1 });
  while (load.figures.answered < 3) await new Promise((resolve) => setTimeout(resolve, 20));
  await load.stop();
}

/**
 * Purchases over HTTP from `workers` concurrent clients until `stop()`: mostly good cards,
 * some declined, some at the bank's check (every other one of those confirmed by the player,
 * the rest abandoned). Requests cut by a killed server count as errors, nothing more.
 */
export function purchaseLoad(options: {
  port: number;
  players: LoadPlayer[];
  cards: Cards;
  instanceId: string;
  workers: number;
}) {
  const send = httpTransport(options.port);
  const figures: LoadFigures = { sent: 0, answered: 0, errors: 0 };
  let stopped = false;
  let next = 0;
  const call = async (player: LoadPlayer, path: string, body: object) => {
    figures.sent++;
    const answer = await send({
      method: 'POST',
      path,
      headers: {
        host: HOST,
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    figures.answered++;
    return answer.status === 200 ? (JSON.parse(answer.body) as Record<string, unknown>) : null;
  };
  const worker = async () => {
    while (!stopped) {
      const n = next++;
      const player = options.players[n % options.players.length] as LoadPlayer;
      const token =
        n % 10 === 3
          ? options.cards.declined
          : n % 10 === 7
            ? options.cards.bankCheck
            : options.cards.succeeds;
      try {
        const result = await call(player, '/api/player-number/purchase', {
          PlayerId: player.id,
          OrganizationId: player.organizationId,
          GameInstanceId: options.instanceId,
          Quantity: 1 + (n % 2),
          Payment: { Token: token },
        });
        const next = result?.NextActionUrl;
        if (typeof next === 'string' && n % 20 === 7) await call(player, next, {});
      } catch {
        figures.errors++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const running = Array.from({ length: options.workers }, () => worker());
  return {
    figures,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return figures;
    },
  };
}
