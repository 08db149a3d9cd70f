import { formatGameTime } from '@charity/domain/game-time-format';
import { randomUUID } from 'node:crypto';
import { staffListSchema } from '@charity/domain/staff/staff-management-api';
import { STAFF_ROLES, type StaffRole } from '@charity/domain/staff/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity, type TestPlayer } from '../identity/fixtures';

type Headers = Record<string, string>;

let t: TestApp;
let goldrushId: string;
let fiftyfiftyId: string;
let owner: TestPlayer;
let ownerHeaders: Headers;
let otherOwner: Headers;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  goldrushId = await t.organizationId('goldrush');
  fiftyfiftyId = await t.organizationId('fiftyfifty');
  owner = await createPlayer(t.database.db, goldrushId, { staffRole: 'owner' });
  ownerHeaders = await bearerFor(t, 'goldrush', owner, true);
  const other = await createPlayer(t.database.db, fiftyfiftyId, { staffRole: 'owner' });
  otherOwner = await bearerFor(t, 'fiftyfifty', other, true);
});
afterAll(() => t.close());

const post = (url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/${url}`, headers, payload });

const list = async (headers = ownerHeaders) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/for-organization/${goldrushId}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return staffListSchema.parse(response.json());
};

const roleOf = async (accountId: string) =>
  (
    await t.database.db
      .selectFrom('accounts')
      .select(['staff_role', 'is_admin'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).staff_role;

const auditCount = async (action: string, subjectId: string) =>
  (
    await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', action)
      .where('subject_id', '=', subjectId)
      .execute()
  ).length;

/** The token of the newest invitation mailed to this address, read from the outbox. */
async function invitationToken(email: string): Promise<string> {
  const mail = await t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no invitation link in ${mail.text_body}`);
  return token;
}

async function invite(email: string, role: StaffRole, headers = ownerHeaders) {
  return post('invite', headers, { OrganizationId: goldrushId, Email: email, Role: role });
}

describe('staff invitations', () => {
  it('mail a single-use link that makes the invited address staff with the role', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.org`;
    const sent = await invite(email, 'manager');
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ Id: string }>().Id;
    expect((await list()).Invitations.map((i) => [i.Email, i.Role])).toContainEqual([
      email,
      'manager',
    ]);
    const token = await invitationToken(email);

    // The person signs up through the hosted sign-up: here, an account with that address.
    const invitee = await createPlayer(t.database.db, goldrushId, { email });
    const headers = await bearerFor(t, 'goldrush', invitee, false);
    const accepted = await post('invitation/accept', headers, { Token: token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ Role: 'manager' });
    expect(await roleOf(invitee.id)).toBe('manager');
    // A double click: the same answer, one effect.
    const again = await post('invitation/accept', headers, { Token: token });
    expect(again.json()).toEqual({ Role: 'manager' });
    expect(await auditCount('staff.invitation-accepted', id)).toBe(1);
    expect(await auditCount('staff.invited', id)).toBe(1);
    const after = await list();
    expect(after.Invitations.map((i) => i.Id)).not.toContain(id);
    expect(after.Members.map((m) => [m.Email, m.Role])).toContainEqual([email, 'manager']);
  });

  it('word the mail for an invitation, the invitee may have no account (EN and FR)', async () => {
    const footers = { en: 'a staff member of', fr: 'un membre de l’équipe de cet organisme' };
    for (const Language of ['en', 'fr'] as const) {
      const email = `footer-${Language}-${randomUUID().slice(0, 8)}@example.org`;
      const sent = await post('invite', ownerHeaders, {
        OrganizationId: goldrushId,
        Email: email,
        Role: 'support',
        Language,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const mail = await t.database.db
        .selectFrom('mail_outbox')
        .select(['text_body', 'html_body'])
        .where('to_address', '=', email)
        .executeTakeFirstOrThrow();
      for (const body of [mail.text_body, mail.html_body]) {
        expect(body).toContain(footers[Language]);
        expect(body).not.toMatch(/have an account with|avez un compte auprès/);
      }
      // The end of the link in the game's zone, named (the console shows the same day).
      const until = formatGameTime(sent.json<{ ExpiresAt: string }>().ExpiresAt, Language, {
        timeZone: 'America/Halifax',
      });
      expect(mail.text_body).toContain(until);
    }
  });

  it('name the e-mail field when the address is too long', async () => {
    const email = `${'a'.repeat(250)}@example.org`;
    const body = expectApiError(await invite(email, 'manager'), 400);
    expect(body.Errors?.map((e) => e.Path.replace(/^body\./, ''))).toContain('Email');
  });

  it('refuse a replay by another account, a forged token and another organization', async () => {
    const email = `replay-${randomUUID().slice(0, 8)}@example.org`;
    await invite(email, 'support');
    const token = await invitationToken(email);
    const invitee = await createPlayer(t.database.db, goldrushId, { email });
    const stranger = await createPlayer(t.database.db, goldrushId);
    const strangerHeaders = await bearerFor(t, 'goldrush', stranger, false);
    // Someone else holding the link cannot use it.
    expectApiError(await post('invitation/accept', strangerHeaders, { Token: token }), 403);
    expect(await roleOf(stranger.id)).toBeNull();
    // The link works on its own organization's site only.
    const elsewhere = await createPlayer(t.database.db, fiftyfiftyId, { email });
    const elsewhereHeaders = await bearerFor(t, 'fiftyfifty', elsewhere, false);
    expectApiError(await post('invitation/accept', elsewhereHeaders, { Token: token }), 404);
    expectApiError(
      await post('invitation/accept', strangerHeaders, { Token: 'x'.repeat(43) }),
      404,
    );
    const headers = await bearerFor(t, 'goldrush', invitee, false);
    expect((await post('invitation/accept', headers, { Token: token })).statusCode).toBe(200);
    // Replayed by someone else after use.
    expectApiError(await post('invitation/accept', strangerHeaders, { Token: token }), 409);
    expect(await roleOf(stranger.id)).toBeNull();
  });

  it('refuse an expired or withdrawn invitation', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.org`;
    const id = (await invite(email, 'auditor')).json<{ Id: string }>().Id;
    const token = await invitationToken(email);
    await t.database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const invitee = await createPlayer(t.database.db, goldrushId, { email });
    const headers = await bearerFor(t, 'goldrush', invitee, false);
    expectApiError(await post('invitation/accept', headers, { Token: token }), 409);
    expect(await roleOf(invitee.id)).toBeNull();

    // A new invitation replaces the expired one; withdrawn, it no longer works either.
    const second = await invite(email, 'auditor');
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<{ Id: string }>().Id;
    const revoked = await post('invitation/revoke', ownerHeaders, {
      OrganizationId: goldrushId,
      InvitationId: secondId,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await auditCount('staff.invitation-revoked', secondId)).toBe(1);
    // A second click: refused in words, without the id, in the page's language.
    const again = (language: string) =>
      post(
        'invitation/revoke',
        { ...ownerHeaders, 'accept-language': language },
        { OrganizationId: goldrushId, InvitationId: secondId },
      );
    expect(expectApiError(await again('en'), 404).Message).toBe(
      'This invitation is no longer waiting: it was withdrawn or accepted. Reload the page.',
    );
    expect(expectApiError(await again('fr'), 404).Message).toBe(
      'Cette invitation n’est plus en attente : elle a été retirée ou acceptée. Rechargez la page.',
    );
    const fresh = await invitationToken(email);
    expectApiError(await post('invitation/accept', headers, { Token: fresh }), 409);
    expect(await roleOf(invitee.id)).toBeNull();
  });

  it('send one invitation for a double click and none to a member', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.org`;
    const answers = await Promise.all([invite(email, 'support'), invite(email, 'support')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(1);
    expectApiError(await invite(owner.email, 'support'), 409);
  });

  it("refuse another organization's owner and ids of another organization", async () => {
    expectApiError(await invite('x@example.org', 'owner', otherOwner), 403);
    const email = `cross-${randomUUID().slice(0, 8)}@example.org`;
    const id = (await invite(email, 'support')).json<{ Id: string }>().Id;
    expectApiError(
      await post('invitation/revoke', otherOwner, {
        OrganizationId: fiftyfiftyId,
        InvitationId: id,
      }),
      404,
    );
    const member = await createPlayer(t.database.db, goldrushId, { staffRole: 'support' });
    for (const [url, extra] of [
      ['role', { Role: 'owner' }],
      ['remove', {}],
    ] as const) {
      const answer = await post(url, otherOwner, {
        OrganizationId: fiftyfiftyId,
        AccountId: member.id,
        ...extra,
      });
      expectApiError(answer, 404);
    }
    expect(await roleOf(member.id)).toBe('support');
  });
});

describe("the invitation page's call (no sign-in needed)", () => {
  const details = (token: string, host = 'goldrush.localhost', language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/invitation/details',
      headers: { host, 'accept-language': language },
      payload: { Token: token },
    });

  it('names the organization, the role, the address and the end on the game clock', async () => {
    const email = `page-${randomUUID().slice(0, 8)}@example.org`;
    const sent = await invite(email, 'manager');
    const token = await invitationToken(email);
    const answer = await details(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const organization = await t.database.db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', goldrushId)
      .executeTakeFirstOrThrow();
    expect(answer.json()).toEqual({
      Organization: organization.name,
      Role: 'manager',
      Email: email,
      ExpiresAt: sent.json<{ ExpiresAt: string }>().ExpiresAt,
      TimeZone: 'America/Halifax',
    });
    // Looking does not use it: the invitee still accepts with it.
    const invitee = await createPlayer(t.database.db, goldrushId, { email });
    const headers = await bearerFor(t, 'goldrush', invitee, false);
    expect((await post('invitation/accept', headers, { Token: token })).statusCode).toBe(200);
    // Used, it says so and nothing more.
    const used = expectApiError(await details(token), 409);
    expect(used.Message).toBe('This invitation was already accepted.');
  });

  it('tells nothing of a forged, expired or withdrawn token, nor on another site (EN, FR)', async () => {
    const { name } = await t.database.db
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', goldrushId)
      .executeTakeFirstOrThrow();
    const said = (body: { Message: string }) => JSON.stringify(body);
    // No role, no organization, no address, no date.
    const secret = (text: string) => {
      expect(text).not.toMatch(/auditor|vérificateur|@|20\d\d/i);
      expect(text).not.toContain(name);
    };

    const forged = expectApiError(await details('x'.repeat(43)), 404);
    expect(forged.Message).toBe('This invitation link is not valid for this site.');
    secret(said(forged));
    const forgedFr = expectApiError(await details('x'.repeat(43), undefined, 'fr'), 404);
    expect(forgedFr.Message).toBe('Ce lien d’invitation n’est pas valide pour ce site.');

    const email = `gone-${randomUUID().slice(0, 8)}@example.org`;
    const id = (await invite(email, 'auditor')).json<{ Id: string }>().Id;
    const token = await invitationToken(email);
    // Another organization's site does not know it.
    const elsewhere = expectApiError(await details(token, 'fiftyfifty.localhost'), 404);
    expect(elsewhere.Message).toBe('This invitation link is not valid for this site.');
    secret(said(elsewhere));

    await t.database.db
      .updateTable('staff_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const expired = expectApiError(await details(token), 409);
    expect(expired.Message).toBe('This invitation has expired: ask the owner for a new one.');
    secret(said(expired));
    expect(expectApiError(await details(token, undefined, 'fr'), 409).Message).toBe(
      'Cette invitation a expiré : demandez-en une nouvelle au propriétaire.',
    );

    const second = (await invite(email, 'auditor')).json<{ Id: string }>().Id;
    const fresh = await invitationToken(email);
    await post('invitation/revoke', ownerHeaders, {
      OrganizationId: goldrushId,
      InvitationId: second,
    });
    const withdrawn = expectApiError(await details(fresh), 409);
    expect(withdrawn.Message).toBe('This invitation was withdrawn.');
    secret(said(withdrawn));

    // A malformed token: the spec's error shape, 400.
    expectApiError(await details('short'), 400);
  });
});

describe('staff roles and removal', () => {
  it('change a role at the next call, audited with before and after', async () => {
    const member = await createPlayer(t.database.db, goldrushId, { staffRole: 'support' });
    const headers = await bearerFor(t, 'goldrush', member, true);
    const reports = `/api/reports/instances/for-organization/${goldrushId}`;
    expect((await t.app.inject({ url: reports, headers })).statusCode).toBe(403);
    const changed = await post('role', ownerHeaders, {
      OrganizationId: goldrushId,
      AccountId: member.id,
      Role: 'auditor',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: reports, headers })).statusCode).toBe(200);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'staff.role-changed')
      .where('subject_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(entry.details).toMatchObject({ before: 'support', after: 'auditor' });
  });

  it('remove a member, who keeps their account as a player and loses every staff call', async () => {
    const member = await createPlayer(t.database.db, goldrushId, { staffRole: 'manager' });
    const headers = await bearerFor(t, 'goldrush', member, true);
    const removed = await post('remove', ownerHeaders, {
      OrganizationId: goldrushId,
      AccountId: member.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await roleOf(member.id)).toBeNull();
    expect(await auditCount('staff.removed', member.id)).toBe(1);
    const reports = `/api/reports/instances/for-organization/${goldrushId}`;
    expectApiError(await t.app.inject({ url: reports, headers }), 403);
    const again = expectApiError(
      await post(
        'remove',
        { ...ownerHeaders, 'accept-language': 'fr' },
        { OrganizationId: goldrushId, AccountId: member.id },
      ),
      404,
    );
    expect(again.Message).toBe(
      'Cette personne ne fait plus partie de l’équipe. Rechargez la page.',
    );
  });

  it('never leave the organization without an owner, even when two owners step down at once', async () => {
    const { db } = t.database;
    // This organization's owners: only the fixture's owner and a second one.
    const second = await createPlayer(db, goldrushId, { staffRole: 'owner' });
    const secondHeaders = await bearerFor(t, 'goldrush', second, true);
    const others = (await list()).Members.filter(
      (m) => m.Role === 'owner' && m.AccountId !== owner.id && m.AccountId !== second.id,
    );
    for (const other of others) {
      await db
        .updateTable('accounts')
        .set({ staff_role: 'manager' })
        .where('id', '=', other.AccountId)
        .execute();
    }
    const [first, other] = await Promise.all([
      post('role', ownerHeaders, {
        OrganizationId: goldrushId,
        AccountId: owner.id,
        Role: 'manager',
      }),
      post('role', secondHeaders, {
        OrganizationId: goldrushId,
        AccountId: second.id,
        Role: 'manager',
      }),
    ]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    const remaining = first.statusCode === 409 ? owner : second;
    const remainingHeaders = first.statusCode === 409 ? ownerHeaders : secondHeaders;
    expect(await roleOf(remaining.id)).toBe('owner');
    expectApiError(
      await post('remove', remainingHeaders, {
        OrganizationId: goldrushId,
        AccountId: remaining.id,
      }),
      409,
    );
    expect(await roleOf(remaining.id)).toBe('owner');
    // Back as it was for the other tests.
    for (const account of [owner, second]) {
      await db
        .updateTable('accounts')
        .set({ staff_role: 'owner' })
        .where('id', '=', account.id)
        .execute();
    }
  });

  it('let no one raise their own role', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      const member = await createPlayer(t.database.db, goldrushId, { staffRole: role });
      const headers = await bearerFor(t, 'goldrush', member, true);
      const answer = await post('role', headers, {
        OrganizationId: goldrushId,
        AccountId: member.id,
        Role: 'owner',
      });
      expectApiError(answer, 403);
      expect(await roleOf(member.id)).toBe(role);
    }
  });

  it('refuse forged and malformed ids', async () => {
    expectApiError(
      await post('role', ownerHeaders, {
        OrganizationId: goldrushId,
        AccountId: randomUUID(),
        Role: 'manager',
      }),
      404,
    );
    expectApiError(
      await post('remove', ownerHeaders, { OrganizationId: goldrushId, AccountId: 'nope' }),
      400,
    );
    // A player is not a staff member to demote.
    const plain = await createPlayer(t.database.db, goldrushId);
    expectApiError(
      await post('role', ownerHeaders, {
        OrganizationId: goldrushId,
        AccountId: plain.id,
        Role: 'owner',
      }),
      404,
    );
    expect(await roleOf(plain.id)).toBeNull();
  });
});
