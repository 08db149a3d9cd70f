import type { Executor } from '../db/executor';
import { type Account } from './account.repository';
export type AuthenticationResult =
  | {
      status: 'ok';
      account: Account;
    }
  | {
      status: 'unverified';
      account: Account;
    }
  | {
      status: 'invalid';
    };
export declare function authenticate(
  db: Executor,
  organizationId: string,
  email: string,
  password: string,
  passwordCost: number,
): Promise<AuthenticationResult>;
