import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { sql, type Kysely } from 'kysely';
import { insertAccount } from '../../src/accounts/account.repository';
import { hashPassword } from '../../src/accounts/password-hash';
import type { Database } from '../../src/db/database';
import { demoHosts, type TestApp } from '../helpers/test-app';
import { Browser, injectTransport } from './browser';
import { signIn } from './oidc-flow';

export const TEST_PASSWORD_COST = 10;
export const testIdentity = { passwordCost: TEST_PASSWORD_COST, captchaMaxNumber: 2000 };

/** The hosted registration form of an adult in Halifax, without the e-mail address. */
export const adultRegistration = {
  firstName: 'Alex',
  lastName: 'Martin',
  phone: '902-555-0123',
  dateOfBirth: '1990-02-03',
  password: 'lighthouse-harbour-42',
  addressLine1: '1 Water St',
  addressLine2: '',
  city: 'Halifax',
  province: 'NS',
  postalCode: 'B3H 1A1',
  country: 'CA',
};

export interface TestPlayer {
  id: string;
  organizationId: string;
  email: string;
  password: string;
}

/** A verified player with overridable fields. */
export async function createPlayer(
  db: Kysely<Database>,
  organizationId: string,
  overrides: Partial<{
    email: string;
    password: string;
    isAdmin: boolean;
    staffRole: StaffRole;
  }> = {},
): Promise<TestPlayer> {
  const email = overrides.email ?? `player-${randomUUID().slice(0, 8)}@example.org`;
  const password = overrides.password ?? 'a-long-test-password';
  const id = await insertAccount(db, {
    organizationId,
    email,
    passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
    firstName: 'Test',
    lastName: 'Player',
    phone: '902-555-0199',
    dateOfBirth: '1990-05-05',
    address: null,
    isAdmin: overrides.isAdmin ?? false,
    staffRole: overrides.staffRole ?? null,
    emailVerifiedAt: new Date(),
  });
  if (!id) throw new Error(`${email} exists`);
  return { id, organizationId, email, password };
}

/**
 * The registration steps the server asks for before money moves: the latest terms agreed and
 * a pledge to the organization's first active charity (createPlayer already verified the
 * e-mail and gave an adult's date of birth).
 */
export async function completeRegistration(
  db: Kysely<Database>,
  player: Pick<TestPlayer, 'id'>,
): Promise<void> {
  await sql`update accounts a set
      agreed_terms_version_id = (select t.id from terms_versions t
        where t.organization_id = a.organization_id order by t.version desc limit 1),
      agreed_terms_at = now(),
      charity_id = (select c.id from charities c
        where c.organization_id = a.organization_id and c.active order by c.name limit 1),
      pledged_at = now()
    where a.id = ${player.id}`.execute(db);
}

/** A verified player who completed registration: ready to get, buy and play numbers. */
export async function createRegisteredPlayer(
  db: Kysely<Database>,
  organizationId: string,
  overrides: Parameters<typeof createPlayer>[2] = {},
): Promise<TestPlayer> {
  const player = await createPlayer(db, organizationId, overrides);
  await completeRegistration(db, player);
  return player;
}

export function browserFor(t: TestApp, slug: keyof typeof demoHosts) {
  return new Browser(injectTransport(t.app), demoHosts[slug]);
}

/** Signs the player in through the real code + PKCE flow; answers the access token. */
export async function accessTokenFor(t: TestApp, slug: keyof typeof demoHosts, player: TestPlayer) {
  const tokens = await signIn(
    browserFor(t, slug),
    player.organizationId,
    player.email,
    player.password,
  );
  return tokens.access_token;
}

export function api(t: TestApp, slug: keyof typeof demoHosts, token: string | undefined) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: demoHosts[slug], ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    put: (url: string, payload: object) => call('PUT', url, payload),
    post: (url: string, payload: object) => call('POST', url, payload),
  };
}

export const playerUrl = (player: Pick<TestPlayer, 'id' | 'organizationId'>) =>
  `/api/player/byid/${player.id}/for-organization/${player.organizationId}`;
