import { STAFF_ROLES, type StaffRole } from '@charity/domain/staff/staff-roles';
import type { Executor } from '../db/executor';
import { findOrganizationBySlug } from '../organizations/organization.repository';
import { insertAccount } from './account.repository';
import { hashPassword } from './password-hash';

export const DEMO_PLAYER_PASSWORD = 'demo-player-pass';
/** The owner keeps the address and password the administrator had before roles. */
export const DEMO_ADMIN_PASSWORD = 'demo-admin-pass';
export const DEMO_MANAGER_PASSWORD = 'demo-manager-pass';

type DemoRole = 'player' | StaffRole;

export interface DemoAccount {
  organization: string;
  email: string;
  password: string;
  role: DemoRole;
}

const demoLogins: Record<DemoRole, { local: string; password: string; lastName: string }> = {
  player: { local: 'player', password: DEMO_PLAYER_PASSWORD, lastName: 'Player' },
  owner: { local: 'admin', password: DEMO_ADMIN_PASSWORD, lastName: 'Owner' },
  manager: { local: 'manager', password: DEMO_MANAGER_PASSWORD, lastName: 'Manager' },
  auditor: { local: 'auditor', password: 'demo-auditor-pass', lastName: 'Auditor' },
  support: { local: 'support', password: 'demo-support-pass', lastName: 'Support' },
};

export function demoAccountsFor(slugs: string[]): DemoAccount[] {
  return slugs.flatMap((slug) =>
    (['player', ...STAFF_ROLES] as const).map((role) => ({
      organization: slug,
      email: `${demoLogins[role].local}@${slug}.example`,
      password: demoLogins[role].password,
      role,
    })),
  );
}

/**
 * Demo only: a verified player (who has not agreed to the terms yet, so the onboarding steps
 * show) and one verified staff member per role per demo organization. Existing accounts are
 * kept.
 */
export async function createDemoAccounts(db: Executor, slugs: string[]): Promise<DemoAccount[]> {
  const accounts = demoAccountsFor(slugs);
  for (const account of accounts) {
    const organization = await findOrganizationBySlug(db, account.organization);
    if (!organization) continue;
    const staffRole = account.role === 'player' ? null : account.role;
    await insertAccount(db, {
      organizationId: organization.id,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: staffRole ? 'Demo' : 'Pat',
      lastName: demoLogins[account.role].lastName,
      phone: '902-555-0100',
      dateOfBirth: '1980-01-01',
      address: null,
      staffRole,
      emailVerifiedAt: new Date(),
    });
  }
  return accounts;
}

/** Start-up log line with the demo credentials, while the demo accounts exist. */
export async function logDemoAccounts(
  db: Executor,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  const demo = demoAccountsFor(['goldrush', 'fiftyfifty']);
  const present = await db
    .selectFrom('accounts')
    .select('email')
    .where(
      'email',
      'in',
      demo.map((account) => account.email),
    )
    .execute();
  const emails = new Set(present.map((row) => row.email));
  const accounts = demo
    .filter((account) => emails.has(account.email))
    .map(
      ({ organization, role, email, password }) =>
        `${organization} ${role}: ${email} / ${password}`,
    );
  if (accounts.length > 0)
    log.warn({ accounts }, 'DEMO accounts with public passwords (demo only)');
}
