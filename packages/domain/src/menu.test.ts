import { describe, expect, it } from 'vitest';
import { sideMenu } from './menu';
import type { StaffPermission } from './staff/staff-roles';

const base = { isAdmin: false, manualDraw: true, charityPledgeOptionCount: 1, currentYear: 2026 };

describe('sideMenu (spec §2)', () => {
  it('lists the player entries in the spec order, then the account entries', () => {
    expect(sideMenu(base).player.map((e) => e.to)).toEqual([
      '/game/dashboard',
      '/game/manage/player-info',
      '/game/manage/payment-info',
      '/game/manage/password',
      '/game/manage/email',
      '/game/how-to-play',
      '/game/draw-results/2026',
      '/game/get-help',
      '/game/terms-of-service',
      '/game/game-rules',
      '/game/privacy-policy',
      '/game/history',
      '/game/manage/responsible-gaming',
      '/logout',
    ]);
  });

  it('shows Manage Your Donations only with more than one pledge option', () => {
    const entries = sideMenu({ ...base, charityPledgeOptionCount: 2 }).player.map((e) => e.to);
    expect(entries.indexOf('/game/manage/charity-pledge')).toBe(3);
  });

  it('shows staff only the admin entries their role allows', () => {
    const admin = (staffPermissions: StaffPermission[]) =>
      sideMenu({ ...base, isAdmin: true, staffPermissions }).admin.map((e) => e.to);
    expect(admin(['players.read', 'receipts.resend'])).toEqual(['/admin/support']);
    expect(admin(['draws.read', 'reports.read'])).toEqual(['/admin/draw', '/admin/reports']);
    expect(admin(['draws.read', 'reports.read', 'setup.read', 'audit.own.read'])).toEqual([
      '/admin/draw',
      '/admin/reports',
      '/admin/organization',
      '/admin/charities',
      '/admin/terms',
      '/admin/games',
      '/admin/audit',
    ]);
    expect(admin(['reports.read'])).toEqual(['/admin/reports']);
  });

  it('has no admin section for players', () => {
    expect(sideMenu(base).admin).toEqual([]);
  });

  it('shows Draw to administrators only when manual draw is enabled', () => {
    expect(sideMenu({ ...base, isAdmin: true }).admin.map((e) => e.to)).toEqual([
      '/admin/draw',
      '/admin/reports',
    ]);
    expect(sideMenu({ ...base, isAdmin: true, manualDraw: false }).admin.map((e) => e.to)).toEqual([
      '/admin/reports',
    ]);
  });

  it('shows Draw for automatic draws to a known role that reads draws (extra draws, claims)', () => {
    const automatic = { ...base, isAdmin: true, manualDraw: false };
    const auditor = sideMenu({ ...automatic, staffPermissions: ['draws.read', 'reports.read'] });
    expect(auditor.admin.map((e) => e.to)).toContain('/admin/draw');
    const support = sideMenu({ ...automatic, staffPermissions: ['players.read'] });
    expect(support.admin.map((e) => e.to)).not.toContain('/admin/draw');
  });

  it('links draw results to the current year', () => {
    const links = sideMenu({ ...base, currentYear: 2031 }).player.map((e) => e.to);
    expect(links).toContain('/game/draw-results/2031');
  });
});
