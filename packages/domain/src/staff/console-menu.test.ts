import { describe, expect, it } from 'vitest';
import { consoleMenu } from './console-menu';
import { permissionsOf, type StaffRole } from './staff-roles';

/** The console of a staff member of a manual-draw organization, before or once the role is known. */
const pagesFor = (role?: StaffRole) =>
  consoleMenu({
    isAdmin: true,
    manualDraw: true,
    charityPledgeOptionCount: 0,
    currentYear: 2026,
    ...(role ? { staffPermissions: permissionsOf(role) } : {}),
  }).admin.map((entry) => entry.to);

describe('the console pages of each role', () => {
  it('lists every page the role opens, the return after the reports and staff last', () => {
    expect(pagesFor('owner')).toEqual([
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
    expect(pagesFor('manager')).toEqual(pagesFor('owner').filter((to) => to !== '/admin/staff'));
    expect(pagesFor('auditor')).toEqual([
      '/admin/draw',
      '/admin/reports',
      '/admin/financial-return',
      '/admin/organization',
      '/admin/charities',
      '/admin/terms',
      '/admin/games',
      '/admin/audit',
    ]);
    expect(pagesFor('support')).toEqual(['/admin/support']);
  });

  it('adds nothing before the role is known', () => {
    expect(pagesFor()).toEqual(['/admin/draw', '/admin/reports']);
  });
});
