import { ADDRESS_RULE_MESSAGES, type AddressRuleReason } from './address-rules';

/**
 * The address rules' words in both languages: the hosted pages show them, and the app's
 * `validation.reason.*` texts say the same (the English ones are the server's answer).
 */
export const addressRuleMessages: Record<'en' | 'fr', Record<AddressRuleReason, string>> = {
  en: ADDRESS_RULE_MESSAGES,
  fr: {
    'postal-code': 'Entrez un code postal valide, comme B3H 1A1.',
    province: 'Entrez une province ou un territoire, comme NS ou Nouvelle-Écosse.',
    country: 'Entrez une adresse dans le pays de l’organisme.',
  },
};
