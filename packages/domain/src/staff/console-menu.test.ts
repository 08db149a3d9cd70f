import { describe, expect, it } from 'vitest';
import { consoleMenu } from './console-menu';
import { permissionsOf, type StaffRole } from './staff-roles';

const pagesOf = (role: StaffRole) =>
  consoleMenu({
    isAdmin: true,
    manualDraw: true,
    charityPledgeOptionCount: 0,
    currentYear: 2026,
    staffPermissions: permissionsOf(role),
  }).admin.map((entry) => entry.to);

describe('the console pages of each role', () => {
  it('lists every page the role opens, the return after the reports and staff last', () => {
    expect(pagesOf('owner')).toEqual([
      '/admin/draw',
      '/admin/reports',
      '/admin/financial-return',
      '/admin/organization',
      '/admin/charities',
      '/admin/terms',
      '/admin/games',
      '/admin/redraws',
      '/admin/audit',
      '/admin/support',
      '/admin/staff',
    ]);
    expect(pagesOf('manager')).toEqual(pagesOf('owner').filter((to) => to !== '/admin/staff'));
    expect(pagesOf('auditor')).toEqual([
      '/admin/draw',
      '/admin/reports',
      '/admin/financial-return',
      '/admin/organization',
      '/admin/charities',
      '/admin/terms',
      '/admin/games',
      '/admin/audit',
    ]);
    expect(pagesOf('support')).toEqual(['/admin/support']);
  });

  it('adds nothing before the role is known', () => {
    const menu = consoleMenu({
      isAdmin: true,
      manualDraw: true,
      charityPledgeOptionCount: 0,
      currentYear: 2026,
    });
    expect(menu.admin.map((entry) => entry.to)).toEqual(['/admin/draw', '/admin/reports']);
  });
});
