import { PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountById } from '../../src/accounts/account.repository';
import { latestMailTo } from '../../src/mail/mail-outbox.repository';
import { findLatestTerms, insertTermsVersion } from '../../src/terms/terms.repository';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import {
  accessTokenFor,
  api,
  browserFor,
  createPlayer,
  playerUrl,
  testIdentity,
  type TestPlayer,
} from './fixtures';
import { signIn } from './oidc-flow';
import { solvedCaptcha as solvedCaptchaFrom } from '../helpers/solved-captcha';

let t: TestApp;
let player: TestPlayer;
let caller: ReturnType<typeof api>;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  player = await createPlayer(t.database.db, await t.organizationId('goldrush'));
  caller = api(t, 'goldrush', await accessTokenFor(t, 'goldrush', player));
});
afterAll(() => t.close());

const solvedCaptcha = () =>
  solvedCaptchaFrom(async () => (await caller.get('/api/captcha/challenge')).body);

describe('PUT /api/player/agree-to-tos', () => {
  it('records agreement to the latest terms; publishing new terms sends the player back', async () => {
    const latest = await findLatestTerms(t.database.db, player.organizationId);
    const body = {
      PlayerId: player.id,
      OrganizationId: player.organizationId,
      OrganizationTermsOfServiceId: latest?.id,
    };
    const agreed = await caller.put('/api/player/agree-to-tos', body);
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ AgreedToTermsOfService: true });
    expect(agreed.json<{ AgreedToTermsOfServiceOn: string }>().AgreedToTermsOfServiceOn).toMatch(
      /^\d{4}-/,
    );

    await insertTermsVersion(t.database.db, player.organizationId, (latest?.version ?? 0) + 1, {
      terms_of_service: 'New terms',
      game_rules: 'Rules',
      privacy_policy: 'Privacy',
    });
    expect((await caller.get(playerUrl(player))).json()).toMatchObject({
      AgreedToTermsOfService: false,
    });
    const old = await caller.put('/api/player/agree-to-tos', body);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ Code: 'Conflict' });

    const newest = await findLatestTerms(t.database.db, player.organizationId);
    const again = await caller.put('/api/player/agree-to-tos', {
      ...body,
      OrganizationTermsOfServiceId: newest?.id,
    });
    expect(again.json()).toMatchObject({ AgreedToTermsOfService: true });
  });

  it('answers 404 for terms that do not exist', async () => {
    const answer = await caller.put('/api/player/agree-to-tos', {
      PlayerId: player.id,
      OrganizationId: player.organizationId,
      OrganizationTermsOfServiceId: player.id,
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('POST /api/charity/pledge-support', () => {
  it('pledges to an active charity of the organization only', async () => {
    const charities = await t.database.db
      .selectFrom('charities')
      .select(['id', 'organization_id'])
      .execute();
    const own = charities.find((row) => row.organization_id === player.organizationId);
    const foreign = charities.find((row) => row.organization_id !== player.organizationId);
    const pledge = (CharityId: string | undefined) =>
      caller.post('/api/charity/pledge-support', {
        CharityId,
        OrganizationId: player.organizationId,
        PlayerId: player.id,
      });

    expect((await pledge(foreign?.id)).statusCode).toBe(404);
    expect((await pledge('not-a-uuid')).statusCode).toBe(400);
    const answer = await pledge(own?.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ CharityPledge: { CharityId: own?.id } });

    await t.database.db
      .updateTable('charities')
      .set({ active: false })
      .where('id', '=', own?.id ?? '')
      .execute();
    expect((await caller.get(playerUrl(player))).json()).toMatchObject({ CharityPledge: null });
    expect((await pledge(own?.id)).statusCode).toBe(404);
    await t.database.db
      .updateTable('charities')
      .set({ active: true })
      .where('id', '=', own?.id ?? '')
      .execute();
  });
});

describe('PUT /api/player/update/basic-info', () => {
  const update = {
    FirstName: 'Robin',
    LastName: 'Doucette',
    Phone: '(902) 555-0142',
  };
  const address = {
    Line1: '12 Spring Garden Rd',
    Line2: 'Apt 4',
    City: 'Halifax',
    Province: 'NS',
    PostalCode: 'b3j 1a1',
    Country: 'CA',
  };

  it('updates names and phone, and validates them', async () => {
    const answer = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject(update);
    const bad = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Phone: '12',
      FirstName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ Errors: unknown[] }>().Errors.length).toBeGreaterThan(0);
  });

  it('stores the address and answers it in the player record; without one it is kept', async () => {
    const answer = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Address: address,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = { ...address, PostalCode: 'B3J 1A1' };
    expect(answer.json()).toMatchObject({ Address: stored });
    expect((await caller.get(playerUrl(player))).json()).toMatchObject({ Address: stored });

    const kept = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      FirstName: 'Robyn',
    });
    expect(kept.json()).toMatchObject({ FirstName: 'Robyn', Address: stored });

    const noSecondLine = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Address: { ...address, Line2: '' },
    });
    expect(noSecondLine.json()).toMatchObject({ Address: { ...stored, Line2: null } });
  });

  it('validates the address: required parts, and a country of the list', async () => {
    for (const [field, value] of [
      ['Line1', ''],
      ['City', ' '],
      ['PostalCode', 'x'],
      ['Country', 'FR'],
      ['Country', 'ca'],
    ] as const) {
      const answer = await caller.put('/api/player/update/basic-info', {
        ...update,
        PlayerId: player.id,
        Address: { ...address, [field]: value },
      });
      const body = expectApiError(answer, 400);
      expect(body.Errors?.map((error) => error.Path)).toContain(`body.Address.${field}`);
    }
  });

  it('refuses a postal code, province or country that does not exist there (issue 28)', async () => {
    const answer = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Address: { ...address, PostalCode: '💥💥💥', Province: 'Narnia' },
    });
    expect(expectApiError(answer, 400).Errors).toEqual(
      expect.arrayContaining([
        {
          Path: 'body.Address.Province',
          Message: 'Enter a province or territory, like NS or Nova Scotia.',
        },
        { Path: 'body.Address.PostalCode', Message: 'Enter a valid postal code, like B3H 1A1.' },
      ]),
    );
    const american = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Address: { ...address, Province: 'NY', PostalCode: '10001', Country: 'US' },
    });
    expect(expectApiError(american, 400).Errors).toEqual([
      { Path: 'Address.Country', Message: 'Enter an address in the organization’s country.' },
    ]);
    const french = await caller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: player.id,
      Address: { ...address, Province: 'Nouvelle-Écosse' },
    });
    expect(french.statusCode, french.body).toBe(200);
  });

  it('refuses an address where the organization does not collect one', async () => {
    const other = await createPlayer(t.database.db, await t.organizationId('fiftyfifty'));
    const otherCaller = api(t, 'fiftyfifty', await accessTokenFor(t, 'fiftyfifty', other));
    const answer = await otherCaller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: other.id,
      Address: address,
    });
    const body = expectApiError(answer, 400);
    expect(body.Errors).toEqual([
      { Path: 'Address', Message: 'This organization does not collect addresses.' },
    ]);
    const without = await otherCaller.put('/api/player/update/basic-info', {
      ...update,
      PlayerId: other.id,
    });
    expect(without.json()).toMatchObject({ ...update, Address: null });
  });
});

describe('e-mail change', () => {
  const request = (Captcha: string, NewEmail: string) =>
    caller.post('/api/player/send-player-email-update-email', {
      Captcha,
      NewEmail,
      OldEmail: player.email,
      OrganizationId: player.organizationId,
      RedirectUrl: 'http://goldrush.localhost/login',
    });

  it('refuses a missing or wrong captcha', async () => {
    expect((await request('', 'new@example.org')).statusCode).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'x',
        number: 1,
        salt: 'y',
        signature: 'z',
      }),
    ).toString('base64');
    const answer = await request(forged, 'new@example.org');
    expect(expectApiError(answer, 400)).toMatchObject({
      Code: 'CaptchaRefused',
      Errors: [{ Path: 'Captcha', Message: 'The captcha is missing, wrong or already used.' }],
    });
  });

  it('mails a confirmation link to the new address that completes the change; captchas are single use', async () => {
    const newEmail = `changed-${player.id.slice(0, 6)}@example.org`;
    const captcha = await solvedCaptcha();
    const answer = await request(captcha, newEmail);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ConfirmationSentTo: newEmail });
    expect((await request(captcha, newEmail)).statusCode).toBe(400);

    const mail = await latestMailTo(t.database.db, newEmail);
    const link =
      /http:\/\/goldrush\.localhost(\/oidc\/account\/confirm-email-change\?token=[\w-]+)/.exec(
        mail?.text_body ?? '',
      )?.[1] ?? '';
    const browser = browserFor(t, 'goldrush');
    const confirm = await browser.get(link);
    expect(confirm.status).toBe(200);
    expect((await findAccountById(t.database.db, player.organizationId, player.id))?.email).toBe(
      player.email,
    );
    const token = new URL(link, browser.origin).searchParams.get('token') ?? '';
    const done = await browser.post('/oidc/account/confirm-email-change', { token });
    expect(done.status).toBe(200);
    expect(done.body).toContain(newEmail);
    expect((await findAccountById(t.database.db, player.organizationId, player.id))?.email).toBe(
      newEmail,
    );
    expect((await browser.post('/oidc/account/confirm-email-change', { token })).status).toBe(400);
    player.email = newEmail;
  });
});

describe('PUT /api/player/update/password', () => {
  it('needs the current password and a strong new one; the new one signs in', async () => {
    const change = (CurrentPassword: string, NewPassword: string) =>
      caller.put('/api/player/update/password', {
        PlayerId: player.id,
        CurrentPassword,
        NewPassword,
      });
    const refusals = [
      ['wrong-password', 'a-brand-new-password', 'WrongCurrentPassword', 'CurrentPassword'],
      [player.password, 'password123', 'PasswordTooCommon', 'NewPassword'],
      [player.password, 'short', 'PasswordTooShort', 'NewPassword'],
      [player.password, `${player.email.split('@')[0]}-x1`, 'PasswordContainsEmail', 'NewPassword'],
    ] as const;
    for (const [current, next, code, path] of refusals) {
      const body = expectApiError(await change(current, next), 400);
      expect(body.Code).toBe(code);
      expect(body.Errors?.map((error) => error.Path)).toEqual([path]);
    }
    expect(
      expectApiError(await change(player.password, 'short'), 400).Errors?.[0]?.Message,
    ).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    const answer = await change(player.password, 'a-brand-new-password');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ PasswordChanged: true });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', player.id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('account.password-changed');
    player.password = 'a-brand-new-password';
    await signIn(browserFor(t, 'goldrush'), player.organizationId, player.email, player.password);
  });
});
