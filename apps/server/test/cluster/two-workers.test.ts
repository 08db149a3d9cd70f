import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { formatSubject } from '@charity/domain/claims';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityKeys } from '../../src/identity/identity-keys.repository';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { createPlayer } from '../identity/fixtures';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8370) + 3;
const origin = `http://127.0.0.1:${port}`;
const onPostgres = !!process.env.DATABASE_URL;

let database: TestDatabase;
let server: ChildProcess;

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signedPlayer(organizationId: string) {
  const player = await createPlayer(database.db, organizationId);
  await sql`insert into location_checks (organization_id, game_id, player_id, method, inside, reason)
    select o.id, o.current_game_id, ${player.id}, 'coordinates', true, 'test'
    from organizations o where o.id = ${organizationId}`.execute(database.db);
  const jwk = (await loadIdentityKeys(database.db)).signing[0];
  if (!jwk) throw new Error('no signing key');
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(formatSubject({ organizationId, playerId: player.id, isAdmin: false }))
    .setIssuer(`${origin}/oidc`)
    .setAudience(`${origin}/api`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
  return { id: player.id, token };
}

async function post(path: string, token: string, body: object) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      connection: 'close',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: database.options.databaseUrl,
      WORKERS: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
      SANDBOX_SETTLEMENT: 'instant',
      LIFECYCLE_INTERVAL_MS: '200',
    },
  });
  // Three processes compiling TypeScript at start: slow on a busy machine.
  await waitFor(async () => (await fetch(`${origin}/healthz`)).ok, 240_000);
}, 300_000);
afterAll(async () => {
  if (!onPostgres) return;
  server.kill('SIGTERM');
  if (server.exitCode === null) await once(server, 'exit');
  await database.drop();
});

describe.skipIf(!onPostgres)('WORKERS=2: two server processes on one port', () => {
  it('answers from two processes, sells without duplicates or excess, runs a due draw once', async () => {
    const pids = new Set<string>();
    await waitFor(async () => {
      const text = await (
        await fetch(`${origin}/metrics`, { headers: { connection: 'close' } })
      ).text();
      const pid = /db_statements_total\{pid="(\d+)"\}/.exec(text)?.[1];
      if (pid) pids.add(pid);
      return pids.size === 2;
    }, 30_000);

    const org = await database.db
      .selectFrom('organizations')
      .select(['id', 'current_game_id'])
      .where('slug', '=', 'fiftyfifty')
      .executeTakeFirstOrThrow();
    const gameId = org.current_game_id ?? '';
    await database.db
      .updateTable('games')
      .set({ number_range_max: 30, manual_draw: false })
      .where('id', '=', gameId)
      .execute();
    await database.db
      .updateTable('organization_settings')
      .set({ max_numbers_per_player: 4 })
      .where('organization_id', '=', org.id)
      .execute();
    const instance = await database.db
      .selectFrom('game_instances')
      .select('id')
      .where('game_id', '=', gameId)
      .where('status', '=', 'Open')
      .executeTakeFirstOrThrow();
    const players = await Promise.all(Array.from({ length: 10 }, () => signedPlayer(org.id)));
    const card = { CardNumber: '4242424242424242', ExpMonth: 12, ExpYear: 2040, Cvc: '123' };
    // 10 players × 3 purchases of 2 at once: 60 asked for, 30 exist, 4 each at most.
    const answers = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 3 }, async () => {
          const tokenized = await post('/api/payments/sandbox/cards', player.token, card);
          return post('/api/player-number/purchase', player.token, {
            PlayerId: player.id,
            OrganizationId: org.id,
            GameInstanceId: instance.id,
            Quantity: 2,
            Payment: { Token: tokenized.body.Token },
          });
        }),
      ),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const { rows } = await sql<{ ticket_number: number; player_id: string }>`
      select ticket_number, player_id from instance_entries
      where game_instance_id = ${instance.id} and paid`.execute(database.db);
    expect(new Set(rows.map((row) => row.ticket_number)).size).toBe(rows.length);
    const perPlayer = new Map<string, number>();
    for (const row of rows) perPlayer.set(row.player_id, (perPlayer.get(row.player_id) ?? 0) + 1);
    expect(Math.max(...perPlayer.values())).toBeLessThanOrEqual(4);
    const succeeded = answers.filter((answer) => answer.body.Status === 'Succeeded').length;
    expect(rows.length).toBe(succeeded * 2);

    // Both processes sweep the lifecycle every 200 ms: the due draw still happens once.
    await sql`update game_instances set sales_close_at = now() - interval '2 minutes',
      draw_at = now() - interval '1 minute' where id = ${instance.id}`.execute(database.db);
    await waitFor(async () => {
      const drawn = await database.db
        .selectFrom('draws')
        .select('game_instance_id')
        .where('game_instance_id', '=', instance.id)
        .executeTakeFirst();
      return !!drawn;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const audits = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where action = 'draw' and subject_id = ${instance.id}`.execute(database.db);
    expect(audits.rows[0]?.n).toBe(1);
    const jobs = await sql<{ attempts: number; status: string }>`select attempts, status from jobs
      where kind = 'instance-draw' and key = ${instance.id}`.execute(database.db);
    expect(jobs.rows).toEqual([{ attempts: 1, status: 'done' }]);
  }, 280_000);
});
