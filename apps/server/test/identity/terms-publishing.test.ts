import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLatestTerms } from '../../src/terms/terms.repository';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  accessTokenFor,
  api,
  createPlayer,
  playerUrl,
  testIdentity,
  type TestPlayer,
} from './fixtures';

let t: TestApp;
let goldrushId: string;
let admin: ReturnType<typeof api>;
let player: TestPlayer;
let playerCaller: ReturnType<typeof api>;
let otherAdmin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  goldrushId = await t.organizationId('goldrush');
  const adminAccount = await createPlayer(t.database.db, goldrushId, { isAdmin: true });
  admin = api(t, 'goldrush', await accessTokenFor(t, 'goldrush', adminAccount));
  player = await createPlayer(t.database.db, goldrushId);
  playerCaller = api(t, 'goldrush', await accessTokenFor(t, 'goldrush', player));
  const fiftyfiftyId = await t.organizationId('fiftyfifty');
  const foreign = await createPlayer(t.database.db, fiftyfiftyId, { isAdmin: true });
  otherAdmin = api(t, 'fiftyfifty', await accessTokenFor(t, 'fiftyfifty', foreign));
});
afterAll(() => t.close());

const publish = (caller: ReturnType<typeof api>, body: object) =>
  caller.post('/api/organization/tos/publish', body);

describe('POST /api/organization/tos/publish', () => {
  it('publishes the next version, copying the texts left out; players must agree again', async () => {
    const before = await findLatestTerms(t.database.db, goldrushId);
    const agreed = await playerCaller.put('/api/player/agree-to-tos', {
      PlayerId: player.id,
      OrganizationId: goldrushId,
      OrganizationTermsOfServiceId: before?.id,
    });
    expect(agreed.json()).toMatchObject({ AgreedToTermsOfService: true });

    const answer = await publish(admin, {
      OrganizationId: goldrushId,
      TermsOfService: '# Terms\n\nVersion from the administrator.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const record = answer.json<Record<string, string>>();
    const after = await findLatestTerms(t.database.db, goldrushId);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(record.TermsOfServiceId).toBe(after?.id);
    expect(Object.values(record)).toContain('# Terms\n\nVersion from the administrator.');
    expect(record.GameRules).toBe(before?.game_rules);
    expect(record.PrivacyPolicy).toBe(before?.privacy_policy);

    const latest = await playerCaller.get(`/api/organization/tos/latest/byid/${goldrushId}`);
    // The latest texts also say their language (English: the player asked for none).
    expect(latest.json()).toEqual({ ...record, Language: 'en' });
    expect((await playerCaller.get(playerUrl(player))).json()).toMatchObject({
      AgreedToTermsOfService: false,
    });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'details'])
      .where('subject_id', '=', after?.id ?? '')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('terms.published');
    expect(audit[0]?.details).toMatchObject({ changed: ['TermsOfService'] });
  });

  it('gives two concurrent publications two versions', async () => {
    const before = await findLatestTerms(t.database.db, goldrushId);
    const answers = await Promise.all(
      ['A', 'B'].map((text) => publish(admin, { OrganizationId: goldrushId, GameRules: text })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await findLatestTerms(t.database.db, goldrushId))?.version).toBe(
      (before?.version ?? 0) + 2,
    );
  });

  it('is for administrators of the organization only', async () => {
    const body = { OrganizationId: goldrushId, PrivacyPolicy: 'Mine now' };
    expect(expectApiError(await publish(playerCaller, body), 403).Code).toBe('Forbidden');
    expect(expectApiError(await publish(otherAdmin, body), 403).Code).toBe('Forbidden');
    expectApiError(await publish(api(t, 'goldrush', undefined), body), 401);
  });

  it('needs at least one non-empty text and a valid organization id', async () => {
    expectApiError(await publish(admin, { OrganizationId: goldrushId }), 400);
    expectApiError(await publish(admin, { OrganizationId: goldrushId, GameRules: '  ' }), 400);
    expectApiError(await publish(admin, { OrganizationId: 'nope', GameRules: 'x' }), 400);
  });
});

describe('terms that would not be shown as written (issue 26)', () => {
  const hostile = [
    '<svg/onload=alert(1)>',
    '[x](javascript&#58;alert(1))',
    'See [the rules][1].\n\n[1]: javascript:alert(1)',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  ];

  it.each(hostile)('refuses %j and stores nothing', async (text) => {
    const before = await findLatestTerms(t.database.db, goldrushId);
    const answer = await publish(admin, { OrganizationId: goldrushId, GameRules: text });
    expectApiError(answer, 400);
    expect(answer.json<{ Errors: { Path: string }[] }>().Errors[0]?.Path).toBe('body.GameRules');
    expect((await findLatestTerms(t.database.db, goldrushId))?.version).toBe(before?.version);
  });

  it('shows staff before publishing what would be removed, and nothing from plain markdown', async () => {
    const answer = await admin.post('/api/organization/tos/preview', {
      OrganizationId: goldrushId,
      TermsOfService: '# Terms\n\nSee [our site](https://example.org) and <b>this</b>.',
      French: { GameRules: '[x](javascript&#58;alert(1)) <svg/onload=alert(1)>' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      Texts: [
        { Path: 'TermsOfService', Removed: [] },
        { Path: 'French.GameRules', Removed: ['href="javascript:alert(1)" on <a>', '<svg>'] },
      ],
    });
  });
});
