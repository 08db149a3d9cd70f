import type { Mailer } from '../mail/mailer';
import type { Translate } from './pages/locale';
export type AccountMailKind = 'verify' | 'reset' | 'change';
export interface AccountMail {
  kind: AccountMailKind;
  organization: {
    id: string;
    name: string;
  };
  to: string;
  link: string;
  t: Translate;
}
export declare function sendAccountMail(mailer: Mailer, mail: AccountMail): Promise<void>;
