import { describe, expect, it } from 'vitest';
import { STAFF_CALLS, staffCallPermission, staffMayCall, type StaffCall } from './staff-calls';
import { permissionsOf, STAFF_PERMISSIONS } from './staff-roles';

const calls = Object.keys(STAFF_CALLS) as StaffCall[];

describe('the table of staff calls', () => {
  it('names only known permissions, each call once as METHOD /api/path', () => {
    for (const call of calls) {
      expect(call).toMatch(/^(GET|POST|PUT|DELETE) \/api\//);
      expect(STAFF_PERMISSIONS).toContain(STAFF_CALLS[call]);
    }
  });

  it('answers the permission of a routed call, and null for any other', () => {
    expect(staffCallPermission('post', '/api/draw/manual/run')).toBe('draws.run');
    expect(staffCallPermission('GET', '/api/draw/manual/run')).toBeNull();
    expect(staffCallPermission('GET', '/api/config')).toBeNull();
    expect(staffCallPermission('GET', 'constructor')).toBeNull();
  });

  it('lets the auditor make no call that changes anything, the owner every call', () => {
    const changes = calls.filter((call) => !call.startsWith('GET '));
    expect(changes.length).toBeGreaterThan(20);
    for (const call of changes)
      expect(staffMayCall(permissionsOf('auditor'), call), call).toBe(false);
    for (const call of calls) expect(staffMayCall(permissionsOf('owner'), call), call).toBe(true);
  });

  it("keeps the organization's profile from the manager, and money from support", () => {
    const manager = permissionsOf('manager');
    const support = permissionsOf('support');
    expect(
      staffMayCall(manager, 'PUT /api/setup/organization/for-organization/:organizationId'),
    ).toBe(false);
    expect(staffMayCall(manager, 'POST /api/organization/tos/publish')).toBe(true);
    expect(
      staffMayCall(
        support,
        'POST /api/support/payment/:paymentId/refund/for-organization/:organizationId',
      ),
    ).toBe(false);
    expect(
      staffMayCall(
        support,
        'POST /api/support/player/:playerId/receipt/:paymentId/resend/for-organization/:organizationId',
      ),
    ).toBe(true);
  });
});
