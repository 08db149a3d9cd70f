import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, permissionsOf, roleAllows } from './staff-roles';

const changes = STAFF_PERMISSIONS.filter((permission) => !permission.endsWith('.read'));

describe('staff permissions', () => {
  it('gives the owner everything', () => {
    for (const permission of STAFF_PERMISSIONS) expect(roleAllows('owner', permission)).toBe(true);
  });

  it('gives a player nothing', () => {
    for (const permission of STAFF_PERMISSIONS) expect(roleAllows(null, permission)).toBe(false);
    expect(permissionsOf(null)).toEqual([]);
  });

  it('lets the auditor read and change nothing', () => {
    expect(changes.length).toBeGreaterThan(5);
    for (const permission of changes) expect(roleAllows('auditor', permission)).toBe(false);
    expect(roleAllows('auditor', 'reports.read')).toBe(true);
    expect(roleAllows('auditor', 'audit.read')).toBe(true);
    expect(roleAllows('auditor', 'draws.read')).toBe(true);
  });

  it('maps the spec admin calls: draw to owner and manager, reports also to the auditor', () => {
    const allowed = (permission: (typeof STAFF_PERMISSIONS)[number]) =>
      STAFF_ROLES.filter((role) => roleAllows(role, permission));
    expect(allowed('draws.run')).toEqual(['owner', 'manager']);
    expect(allowed('reports.read')).toEqual(['owner', 'manager', 'auditor']);
    expect(allowed('audit.read')).toEqual(['owner', 'auditor']);
    // A manager reads the entries of their own actions, and resends receipts as support does.
    expect(allowed('audit.own.read')).toEqual(['owner', 'manager', 'auditor']);
    expect(allowed('receipts.resend')).toEqual(['owner', 'manager', 'support']);
    expect(allowed('players.read')).toEqual(['owner', 'manager', 'support']);
    expect(allowed('payments.refund')).toEqual(['owner', 'manager']);
    expect(allowed('staff.manage')).toEqual(['owner']);
  });

  it('keeps support away from money and set-up', () => {
    for (const permission of [
      'draws.run',
      'prizes.record',
      'games.edit',
      'reports.read',
      'payments.refund',
    ] as const)
      expect(roleAllows('support', permission)).toBe(false);
  });
});
