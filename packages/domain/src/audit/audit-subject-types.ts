import { humanWords, type AuditWords, type WordsLanguage } from './audit-words';

/** What an audit entry is about (its SubjectType), in words. */
export const AUDIT_SUBJECT_TYPES = {
  account: { en: 'Account', fr: 'Compte' },
  charity: { en: 'Charity', fr: 'Organisme' },
  'charity-category': { en: 'Category', fr: 'Catégorie' },
  'extra-draw': { en: 'Extra draw', fr: 'Tirage supplémentaire' },
  game: { en: 'Game', fr: 'Jeu' },
  'game-instance': { en: 'Draw', fr: 'Tirage' },
  game_instance: { en: 'Draw', fr: 'Tirage' },
  host: { en: 'Host name', fr: 'Nom d’hôte' },
  'ip-allow-list': { en: 'Allowed network', fr: 'Réseau autorisé' },
  organization: { en: 'Organization', fr: 'Organisation' },
  'organization-settings': { en: 'Settings', fr: 'Paramètres' },
  payment: { en: 'Payment', fr: 'Paiement' },
  'payment-method': { en: 'Payment card', fr: 'Carte de paiement' },
  player: { en: 'Player', fr: 'Joueur' },
  'player-number-group': { en: 'Player’s numbers', fr: 'Numéros du joueur' },
  'prize-claim': { en: 'Prize claim', fr: 'Réclamation de prix' },
  'staff-invitation': { en: 'Staff invitation', fr: 'Invitation à l’équipe' },
  terms: { en: 'Terms', fr: 'Conditions' },
} as const satisfies Record<string, AuditWords>;

export type AuditSubjectType = keyof typeof AUDIT_SUBJECT_TYPES;

/** A subject type in words ("game-instance" → "Draw"), else as near to words as it goes. */
export function subjectTypeWords(type: string, language: WordsLanguage): string {
  return Object.hasOwn(AUDIT_SUBJECT_TYPES, type)
    ? AUDIT_SUBJECT_TYPES[type as AuditSubjectType][language]
    : humanWords(type);
}
