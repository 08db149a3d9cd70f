import { environmentConfigSchema } from '@charity/domain/api/config';
import { formatGameTime } from '@charity/domain/game-time-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { getAs, type TestApp } from '../helpers/test-app';
import {
  buildMoneyApp,
  cardToken,
  ids,
  moneyClient,
  openInstanceId,
  type MoneyClient,
  type Slug,
} from '../payments/money-fixtures';

// Card payments on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildMoneyApp();
});
afterAll(() => t.close());

const helplines = {
  goldrush: { Name: 'Nova Scotia Problem Gambling Help Line', Phone: '1-888-347-8888' },
  fiftyfifty: { Name: 'ConnexOntario', Phone: '1-866-531-2600' },
} as const;

const exclude = (client: MoneyClient) =>
  client.post('/api/player/self-exclusion', { ...ids(client), Period: 'SixMonths' });

async function excludedPlayer(slug: Slug, locale: 'en' | 'fr') {
  const client = await moneyClient(t, slug);
  await t.database.db
    .updateTable('accounts')
    .set({ locale })
    .where('id', '=', client.player.id)
    .execute();
  expect((await exclude(client)).statusCode).toBe(200);
  const exclusion = await t.database.db
    .selectFrom('self_exclusions')
    .select('ends_at')
    .where('player_id', '=', client.player.id)
    .executeTakeFirstOrThrow();
  const game = await t.database.db
    .selectFrom('organizations as o')
    .innerJoin('games as g', 'g.id', 'o.current_game_id')
    .select('g.time_zone')
    .where('o.slug', '=', slug)
    .executeTakeFirstOrThrow();
  const until = formatGameTime(exclusion.ends_at, locale, {
    timeZone: game.time_zone,
    withTime: false,
  });
  return { client, until };
}

describe('the responsible-gambling help line is the organization’s (issue 25)', () => {
  it.each(['goldrush', 'fiftyfifty'] as const)(
    '%s: served to the app and written in the exclusion e-mail',
    async (slug) => {
      const config = environmentConfigSchema.parse(
        (await getAs(t.app, slug, '/api/config')).json(),
      );
      expect(config.Organization.Helpline).toEqual(helplines[slug]);

      const { client } = await excludedPlayer(slug, 'en');
      const mail = await t.database.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'html_body'])
        .where('to_address', '=', client.player.email)
        .where('text_body', 'like', '%help is free and confidential%')
        .executeTakeFirstOrThrow();
      const line = `${helplines[slug].Name} ${helplines[slug].Phone}`;
      expect(mail.text_body).toContain(line);
      expect(mail.html_body).toContain(helplines[slug].Phone);
      if (slug === 'goldrush') expect(mail.text_body).not.toContain('ConnexOntario');
    },
  );
});

describe('the SelfExcluded refusal says until when in the player’s language and the game’s zone (issue 25)', () => {
  it.each([
    ['goldrush', 'en', 'You excluded yourself from play until'],
    ['fiftyfifty', 'fr', 'Vous vous êtes exclu du jeu jusqu’au'],
  ] as const)('%s, %s', async (slug, locale, words) => {
    const { client, until } = await excludedPlayer(slug, locale);
    const refused = await client.post('/api/player-number/purchase', {
      ...ids(client),
      GameInstanceId: await openInstanceId(t, slug),
      Quantity: 1,
      Payment: { Token: await cardToken(client) },
    });
    const error = expectApiError(refused, 403);
    expect(error.Code).toBe('SelfExcluded');
    expect(error.Message).toBe(`${words} ${until}.`);
    expect(error.Message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The other guard (assign, subscribe) says it the same way.
    const assign = await client.post('/api/player-number/assign', { ...ids(client), Quantity: 1 });
    expect(expectApiError(assign, 403).Message).toBe(`${words} ${until}.`);
  });
});
