import type { FastifyInstance } from 'fastify';
import type { Account } from '../accounts/account.repository';
import type { PageContext } from './page-context';
export declare const VERIFY_EMAIL_LIFETIME_MS: number;
/** The link continues the sign-in it was sent from when opened in the same browser. */
export declare function sendVerificationMail(
  app: FastifyInstance,
  page: PageContext,
  account: Pick<Account, 'id' | 'email'>,
  uid: string,
): Promise<void>;
