import type { Executor } from '../db/executor';
import { findOrganizationBySlug } from '../organizations/organization.repository';
import { insertAccount } from './account.repository';
import { hashPassword } from './password-hash';

export const DEMO_PLAYER_PASSWORD = 'demo-player-pass';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-pass';

export interface DemoAccount {
  organization: string;
  email: string;
  password: string;
  role: 'player' | 'administrator';
}

export function demoAccountsFor(slugs: string[]): DemoAccount[] {
  return slugs.flatMap((slug) => [
    {
      organization: slug,
      email: `player@${slug}.example`,
      password: DEMO_PLAYER_PASSWORD,
      role: 'player' as const,
    },
    {
      organization: slug,
      email: `admin@${slug}.example`,
      password: DEMO_ADMIN_PASSWORD,
      role: 'administrator' as const,
    },
  ]);
}

/**
 * Demo only: a verified player (who has not agreed to the terms yet, so the onboarding steps
 * show) and a verified administrator per demo organization. Existing accounts are kept.
 */
export async function createDemoAccounts(db: Executor, slugs: string[]): Promise<DemoAccount[]> {
  const accounts = demoAccountsFor(slugs);
  for (const account of accounts) {
    const organization = await findOrganizationBySlug(db, account.organization);
    if (!organization) continue;
    const isAdmin = account.role === 'administrator';
    await insertAccount(db, {
      organizationId: organization.id,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: isAdmin ? 'Demo' : 'Pat',
      lastName: isAdmin ? 'Administrator' : 'Player',
      phone: '902-555-0100',
      dateOfBirth: '1980-01-01',
      address: null,
      isAdmin,
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
