import { randomUUID } from 'node:crypto';
import { staffMembershipSchema } from '@charity/domain/staff/staff-api';
import { STAFF_CALLS } from '@charity/domain/staff/staff-calls';
import { roleAllows, STAFF_ROLES, type StaffRole } from '@charity/domain/staff/staff-roles';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminErrorResponses } from '../../src/auth/admin';
import { installStaffAccess, STAFF_ROLE_REFUSAL } from '../../src/staff/staff-access';
import { bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { buildTestApp, demoHosts, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

type Headers = Record<string, string>;

const staffRefusal = adminErrorResponses[403].description;

let t: TestApp;
let goldrushId: string;
let fiftyfiftyId: string;
const staff = {} as Record<StaffRole, Headers>;
let player: Headers;
let forgedAdmin: Headers;
let otherOwner: Headers;

beforeAll(async () => {
  t = await buildTestApp({ app: { identity: testIdentity } });
  goldrushId = await t.organizationId('goldrush');
  fiftyfiftyId = await t.organizationId('fiftyfifty');
  for (const role of STAFF_ROLES) {
    const account = await createPlayer(t.database.db, goldrushId, { staffRole: role });
    staff[role] = await bearerFor(t, 'goldrush', account, true);
  }
  const plain = await createPlayer(t.database.db, goldrushId);
  player = await bearerFor(t, 'goldrush', plain, false);
  // A player's token that claims the admin flag (a demoted member's old token, or a forgery
  // signed with our own key): the role in the database decides.
  forgedAdmin = await bearerFor(t, 'goldrush', plain, true);
  const other = await createPlayer(t.database.db, fiftyfiftyId, { staffRole: 'owner' });
  otherOwner = await bearerFor(t, 'fiftyfifty', other, true);
});
afterAll(() => t.close());

/** Calls a staff route with placeholder input naming the organization. */
function call(route: { method: string; url: string }, headers: Headers, organizationId: string) {
  const url = route.url
    .replace(':organizationId', organizationId)
    .replace(/:[A-Za-z]+/g, () => randomUUID());
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    ...(withBody ? { payload: { OrganizationId: organizationId } } : {}),
  });
}

describe('staff calls', () => {
  it('are all marked, the spec admin calls among them', () => {
    const routes = t.app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/draw/manual/for-organization/:organizationId',
        'POST /api/draw/manual/run',
        'POST /api/draw/prize-paid',
        'POST /api/organization/tos/publish',
        'GET /api/reports/sales/for-organization/:organizationId',
        'GET /api/reports/instances/for-organization/:organizationId',
        'GET /api/staff/for-organization/:organizationId',
        'POST /api/staff/invite',
        'POST /api/staff/role',
        'POST /api/staff/remove',
        'POST /api/staff/invitation/revoke',
      ]),
    );
  });

  it("are the domain's table of staff calls, no more and no fewer (the console shows by it)", () => {
    const routes = t.app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect([...routes].sort()).toEqual(Object.keys(STAFF_CALLS).sort());
    for (const route of t.app.staffRoutes) {
      const call = `${route.method} ${route.url}` as keyof typeof STAFF_CALLS;
      expect(route.permission, call).toBe(STAFF_CALLS[call]);
    }
  });

  it('include every call documented as a staff call (none forgets its permission)', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { description?: string }> }>
      >;
    }>();
    const marked = new Set(t.app.staffRoutes.map((route) => `${route.method} ${route.url}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.responses?.['403']?.description === staffRefusal)
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The membership call answers any staff member: it is the one not needing a permission.
    const unmarked = documented.filter(
      (call) => !marked.has(call) && !call.startsWith('GET /api/staff/membership/'),
    );
    expect(documented.length).toBeGreaterThan(8);
    expect(unmarked).toEqual([]);
  });

  // Every staff call times every role: about a hundred requests, slow on a busy machine.
  it(
    'refuse every role that lacks the permission (403) and let the others through',
    { timeout: 180_000 },
    async () => {
      for (const route of t.app.staffRoutes) {
        for (const role of STAFF_ROLES) {
          const response = await call(route, staff[role], goldrushId);
          const label = `${role} ${route.method} ${route.url}`;
          if (roleAllows(role, route.permission)) {
            expect([401, 403], label).not.toContain(response.statusCode);
          } else {
            expect(response.statusCode, label).toBe(403);
            expectApiError(response, 403);
          }
        }
      }
    },
  );

  it('let the auditor change nothing', async () => {
    const changes = t.app.staffRoutes.filter((route) => route.method !== 'GET');
    expect(changes.length).toBeGreaterThan(2);
    for (const route of changes) {
      const response = await call(route, staff.auditor, goldrushId);
      expect(response.statusCode, route.url).toBe(403);
      // In words, no permission key (issue 27: "does not allow this (staff.manage)").
      expect(response.json().Message, route.url).toBe(STAFF_ROLE_REFUSAL);
    }
  });

  it('refuse a player, even one whose token claims the admin flag, and no token at all', async () => {
    for (const route of t.app.staffRoutes) {
      expectApiError(await call(route, player, goldrushId), 403);
      expectApiError(await call(route, forgedAdmin, goldrushId), 403);
      expectApiError(await call(route, { host: demoHosts.goldrush }, goldrushId), 401);
    }
  });

  it("refuse another organization's owner", async () => {
    for (const route of t.app.staffRoutes) {
      expectApiError(await call(route, otherOwner, goldrushId), 403);
      expectApiError(await call(route, staff.owner, fiftyfiftyId), 403);
    }
  });
});

describe('staff membership', () => {
  const membership = (headers: Headers, organizationId = goldrushId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/staff/membership/for-organization/${organizationId}`,
      headers,
    });

  it('answers the role and what it allows', async () => {
    const auditor = staffMembershipSchema.parse((await membership(staff.auditor)).json());
    expect(auditor.Role).toBe('auditor');
    expect(auditor.Permissions).toContain('audit.read');
    expect(auditor.Permissions).not.toContain('draws.run');
  });

  it('refuses a player and another organization', async () => {
    expectApiError(await membership(forgedAdmin), 403);
    expectApiError(await membership(staff.owner, fiftyfiftyId), 403);
  });
});

describe('a staff route whose mark disagrees with the table', () => {
  it('stops the server from starting', () => {
    const app = Fastify();
    installStaffAccess(app);
    expect(() =>
      app.put(
        '/api/setup/organization/for-organization/:organizationId',
        { config: { staff: 'setup.read' } },
        () => ({}),
      ),
    ).toThrow(/STAFF_CALLS/);
  });

  it('guards a listed call even when its route forgets the mark', async () => {
    const app = Fastify();
    installStaffAccess(app);
    app.post('/api/draw/manual/run', () => ({}));
    await app.ready();
    expect(app.staffRoutes).toEqual([
      { method: 'POST', url: '/api/draw/manual/run', permission: 'draws.run' },
    ]);
  });
});
