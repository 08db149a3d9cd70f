import type { Executor } from '../db/executor';
export declare const DEMO_PLAYER_PASSWORD = 'demo-player-pass';
export declare const DEMO_ADMIN_PASSWORD = 'demo-admin-pass';
export interface DemoAccount {
  organization: string;
  email: string;
  password: string;
  role: 'player' | 'administrator';
}
export declare function demoAccountsFor(slugs: string[]): DemoAccount[];
/**
 * Demo only: a verified player (who has not agreed to the terms yet, so the onboarding steps
 * show) and a verified administrator per demo organization. Existing accounts are kept.
 */
export declare function createDemoAccounts(db: Executor, slugs: string[]): Promise<DemoAccount[]>;
/** Start-up log line with the demo credentials, while the demo accounts exist. */
export declare function logDemoAccounts(
  db: Executor,
  log: {
    warn(object: object, message: string): void;
  },
): Promise<void>;
