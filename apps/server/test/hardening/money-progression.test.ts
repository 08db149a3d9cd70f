import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { demoHosts, type TestApp } from '../helpers/test-app';
import { completeRegistration, createPlayer, type TestPlayer } from '../identity/fixtures';
import { buildMoneyApp, openInstanceId, tokenFor } from '../payments/money-fixtures';

let t: TestApp;
let instanceId: string;
beforeAll(async () => {
  t = await buildMoneyApp();
  instanceId = await openInstanceId(t, 'goldrush');
  await t.database.db
    .updateTable('organization_settings')
    .set({ minimum_age: 19 })
    .where('organization_id', '=', await t.organizationId('goldrush'))
    .execute();
});
afterAll(() => t.close());

/** The four money calls, each as the player would send it. */
function moneyCalls(player: TestPlayer) {
  const ids = { PlayerId: player.id, OrganizationId: player.organizationId };
  const payment = { PaymentMethodId: randomUUID() };
  return {
    assign: ['POST', '/api/player-number/assign', { ...ids, Quantity: 1 }],
    purchase: [
      'POST',
      '/api/player-number/purchase',
      { ...ids, Quantity: 1, GameInstanceId: instanceId, Payment: payment },
    ],
    play: [
      'POST',
      '/api/player-number/play',
      { ...ids, GameInstanceId: instanceId, GroupIds: [randomUUID()], Payment: payment },
    ],
    subscribe: [
      'PUT',
      '/api/player-number-group/subscription',
      { ...ids, GroupId: randomUUID(), Subscribed: true },
    ],
  } as const;
}

async function callAll(player: TestPlayer) {
  const token = await tokenFor(t, 'goldrush', player);
  const calls = Object.entries(moneyCalls(player));
  return Promise.all(
    calls.map(async ([name, [method, url, payload]]) => ({
      name,
      response: await t.app.inject({
        method,
        url,
        payload,
        headers: {
          host: demoHosts.goldrush,
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
      }),
    })),
  );
}

async function expectRefused(player: TestPlayer, code: string) {
  for (const { name, response } of await callAll(player)) {
    const body = expectApiError(response, 403);
    expect(body.Code, `${name}: ${body.Message}`).toBe(code);
  }
}

async function newPlayer(setup: (player: TestPlayer) => Promise<unknown>) {
  const player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
  await completeRegistration(t.database.db, player);
  await setup(player);
  return player;
}

const update = (player: TestPlayer, values: Record<string, unknown>) =>
  t.database.db.updateTable('accounts').set(values).where('id', '=', player.id).execute();

describe('money calls follow the registration progression on the server', () => {
  it('refuses a player who has not agreed to the latest terms', async () => {
    const player = await newPlayer((p) => update(p, { agreed_terms_version_id: null }));
    await expectRefused(player, 'TermsNotAgreed');
  });

  it('refuses a player whose agreement is to an older terms version', async () => {
    const player = await newPlayer(async (p) => {
      const { rows } = await sql<{ id: string }>`
        insert into terms_versions (organization_id, version, terms_of_service, game_rules, privacy_policy)
        select organization_id, version + 1, terms_of_service || ' (v2)', game_rules, privacy_policy
        from terms_versions where organization_id = ${p.organizationId}
        order by version desc limit 1 returning id`.execute(t.database.db);
      expect(rows).toHaveLength(1);
    });
    await expectRefused(player, 'TermsNotAgreed');
    await completeRegistration(t.database.db, player);
  });

  it('refuses a player without a pledge', async () => {
    const player = await newPlayer((p) => update(p, { charity_id: null }));
    await expectRefused(player, 'PledgeMissing');
  });

  it('refuses a player whose e-mail is not verified', async () => {
    const player = await newPlayer((p) => update(p, { email_verified_at: null }));
    await expectRefused(player, 'EmailNotVerified');
  });

  it('refuses a player under the organization minimum age, or of unknown age', async () => {
    const eighteen = new Date();
    eighteen.setUTCFullYear(eighteen.getUTCFullYear() - 18);
    const young = await newPlayer((p) =>
      update(p, { date_of_birth: eighteen.toISOString().slice(0, 10) }),
    );
    await expectRefused(young, 'UnderMinimumAge');
    const unknown = await newPlayer((p) => update(p, { date_of_birth: null }));
    await expectRefused(unknown, 'AgeNotVerified');
  });

  it('lets a registered adult through to the money rules themselves', async () => {
    const player = await newPlayer(async () => undefined);
    for (const { name, response } of await callAll(player)) {
      // Past the progression: the unknown card, group or location is what stops these now.
      expect(response.statusCode, name).not.toBe(500);
      if (response.statusCode === 403) expect(response.json().Code, name).toBe('LocationRequired');
    }
  });

  it('always lets a player stop auto-play', async () => {
    const player = await newPlayer((p) => update(p, { agreed_terms_version_id: null }));
    const token = await tokenFor(t, 'goldrush', player);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/player-number-group/subscription',
      payload: {
        PlayerId: player.id,
        OrganizationId: player.organizationId,
        GroupId: randomUUID(),
        Subscribed: false,
      },
      headers: { host: demoHosts.goldrush, authorization: `Bearer ${token}` },
    });
    expect(expectApiError(response, 404).Code).toBe('NotFound');
  });
});
