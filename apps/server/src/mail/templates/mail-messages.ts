import { fillIn, type Locale } from '../../identity/pages/locale';
import { mailMessagesEn, type MailMessageKey } from './mail-messages-en';
import { mailMessagesFr } from './mail-messages-fr';

export type MailTranslate = (key: MailMessageKey, vars?: Record<string, string | number>) => string;

export function mailTranslator(locale: Locale): MailTranslate {
  const messages: Record<MailMessageKey, string> =
    locale === 'fr' ? mailMessagesFr : mailMessagesEn;
  return (key, vars) => fillIn(messages[key], vars);
}
