import { humanWords, type AuditWords, type WordsLanguage } from './audit-words';

/**
 * Every action the audit log records, in words (review R5): the server owns this list. The
 * console's viewer and the CSV read it; a test in apps/server fails when a call writes an
 * action missing here. Actions no longer written stay, so old rows still read in words.
 */
export const AUDIT_ACTIONS = {
  'account.email-change-requested': {
    en: 'E-mail change asked',
    fr: 'Changement d’adresse demandé',
  },
  'account.email-changed': { en: 'E-mail changed', fr: 'Adresse courriel changée' },
  'account.email-verified': { en: 'E-mail verified', fr: 'Adresse courriel vérifiée' },
  'account.password-changed': { en: 'Password changed', fr: 'Mot de passe changé' },
  'account.password-reset': { en: 'Password reset', fr: 'Mot de passe réinitialisé' },
  'account.password-reset-requested': {
    en: 'Password reset asked',
    fr: 'Réinitialisation du mot de passe demandée',
  },
  'account.registered': { en: 'Account created', fr: 'Compte créé' },
  'account.sign-in-failed': { en: 'Sign-in failed', fr: 'Connexion refusée' },
  'account.signed-in': { en: 'Signed in', fr: 'Connexion' },
  'card-removed': { en: 'Card removed', fr: 'Carte retirée' },
  'charity-category.created': { en: 'Category added', fr: 'Catégorie ajoutée' },
  'charity-category.deleted': { en: 'Category deleted', fr: 'Catégorie supprimée' },
  'charity-category.updated': { en: 'Category changed', fr: 'Catégorie modifiée' },
  'charity.created': { en: 'Charity added', fr: 'Organisme ajouté' },
  'charity.deactivated': { en: 'Charity retired', fr: 'Organisme retiré' },
  'charity.deleted': { en: 'Charity deleted', fr: 'Organisme supprimé' },
  'charity.reactivated': { en: 'Charity back in the list', fr: 'Organisme remis dans la liste' },
  'charity.retired': { en: 'Charity retired', fr: 'Organisme retiré' },
  'charity.updated': { en: 'Charity changed', fr: 'Organisme modifié' },
  draw: { en: 'Draw run', fr: 'Tirage effectué' },
  'expense.recorded': { en: 'Expense recorded', fr: 'Dépense inscrite' },
  'extra-draw': { en: 'Extra draw run', fr: 'Tirage supplémentaire effectué' },
  'extra-draw.created': { en: 'Extra draw added', fr: 'Tirage supplémentaire ajouté' },
  'game-instance.cancelled': { en: 'Draw cancelled', fr: 'Tirage annulé' },
  'game-instance.created': { en: 'Draw scheduled', fr: 'Tirage prévu' },
  'game-instance.edited': { en: 'Draw changed', fr: 'Tirage modifié' },
  'game-instance.opened': { en: 'Sales opened', fr: 'Ventes ouvertes' },
  'game-instance.sales-closed': { en: 'Sales closed', fr: 'Ventes fermées' },
  'game-instance.sales-extended': { en: 'Sales extended', fr: 'Ventes prolongées' },
  'game-instance.updated': { en: 'Draw changed', fr: 'Tirage modifié' },
  'game.bundles-changed': { en: 'Bundles changed', fr: 'Forfaits modifiés' },
  'game.created': { en: 'Game added', fr: 'Jeu ajouté' },
  'game.updated': { en: 'Game changed', fr: 'Jeu modifié' },
  'geofence.ip-allow-list-removed': {
    en: 'Allowed network removed',
    fr: 'Réseau autorisé retiré',
  },
  'geofence.ip-allow-list-set': { en: 'Allowed network set', fr: 'Réseau autorisé fixé' },
  'location.check-failed': { en: 'Location refused', fr: 'Emplacement refusé' },
  'location.check-passed': { en: 'Location checked', fr: 'Emplacement vérifié' },
  'numbers-assigned': { en: 'Numbers given', fr: 'Numéros attribués' },
  'organization.created': { en: 'Organization added', fr: 'Organisation ajoutée' },
  'organization.current-game-set': { en: 'Current game set', fr: 'Jeu en cours fixé' },
  'organization.host-added': { en: 'Host name added', fr: 'Nom d’hôte ajouté' },
  'organization.host-removed': { en: 'Host name removed', fr: 'Nom d’hôte retiré' },
  'organization.profile-updated': { en: 'Organization changed', fr: 'Organisation modifiée' },
  'organization.settings-created': { en: 'Settings added', fr: 'Paramètres ajoutés' },
  'organization.settings-updated': { en: 'Settings changed', fr: 'Paramètres modifiés' },
  'organization.updated': { en: 'Organization changed', fr: 'Organisation modifiée' },
  'payment.refunded-by-staff': { en: 'Refunded by staff', fr: 'Remboursement par l’équipe' },
  'payment.voided': { en: 'Numbers withdrawn from the draw', fr: 'Numéros retirés du tirage' },
  'payment.voided-by-staff': {
    en: 'Numbers withdrawn by staff',
    fr: 'Numéros retirés par l’équipe',
  },
  'player.agreed-to-terms': { en: 'Terms agreed', fr: 'Conditions acceptées' },
  'player.basic-info-updated': {
    en: 'Player’s details changed',
    fr: 'Renseignements du joueur modifiés',
  },
  'player.pledged-support': { en: 'Charity chosen', fr: 'Organisme choisi' },
  'pot.carried-in': { en: 'Prize added to the pot', fr: 'Prix ajouté à la cagnotte' },
  'pot.carry-moved': {
    en: 'Carried prize moved to the next draw',
    fr: 'Prix reporté au tirage suivant',
  },
  'prepaid-draw.entered': { en: 'Prepaid draw entered', fr: 'Tirage prépayé inscrit' },
  'prepaid.refund-requested': {
    en: 'Prepaid draws refund asked',
    fr: 'Remboursement de tirages prépayés demandé',
  },
  'prepaid.refunded': { en: 'Prepaid draws refunded', fr: 'Tirages prépayés remboursés' },
  'prize-claim-contact': { en: 'Winner contacted', fr: 'Gagnant joint' },
  'prize-claim-identity': { en: 'Winner’s identity checked', fr: 'Identité du gagnant vérifiée' },
  'prize-claim-pay': { en: 'Prize paid', fr: 'Prix payé' },
  'prize-claim-unclaimed': { en: 'Prize unclaimed', fr: 'Prix non réclamé' },
  'prize-claim.period-set': { en: 'Claim period set', fr: 'Délai de réclamation fixé' },
  'prize-paid': { en: 'Prize paid', fr: 'Prix payé' },
  'receipt-resent': { en: 'Receipt sent again', fr: 'Reçu renvoyé' },
  redraw: { en: 'Redraw', fr: 'Nouveau tirage' },
  'redraw.committed': { en: 'Redraw committed', fr: 'Nouveau tirage engagé' },
  refund: { en: 'Refunded', fr: 'Remboursé' },
  'refund.failed': { en: 'Refund failed', fr: 'Remboursement échoué' },
  sale: { en: 'Sale', fr: 'Vente' },
  'sale-failed': { en: 'Payment failed', fr: 'Paiement refusé' },
  'self-excluded': { en: 'Self-excluded', fr: 'Auto-exclusion' },
  'self-exclusion-opted-in': {
    en: 'Back from self-exclusion',
    fr: 'Retour après l’auto-exclusion',
  },
  'setup.exported': { en: 'Set-up downloaded', fr: 'Configuration téléchargée' },
  'spending-limit-set': { en: 'Spending limit set', fr: 'Limite de dépenses fixée' },
  'staff.invitation-accepted': { en: 'Invitation accepted', fr: 'Invitation acceptée' },
  'staff.invitation-revoked': { en: 'Invitation withdrawn', fr: 'Invitation retirée' },
  'staff.invited': { en: 'Staff member invited', fr: 'Membre de l’équipe invité' },
  'staff.removed': { en: 'Staff member removed', fr: 'Membre de l’équipe retiré' },
  'staff.role-changed': { en: 'Role changed', fr: 'Rôle changé' },
  subscribed: { en: 'Auto-play started', fr: 'Jeu automatique commencé' },
  'support.player-viewed': {
    en: 'Player viewed by support',
    fr: 'Joueur consulté par le soutien',
  },
  'support.players-searched': { en: 'Players searched', fr: 'Recherche de joueurs' },
  'support.receipt-resent': {
    en: 'Receipt sent again by support',
    fr: 'Reçu renvoyé par le soutien',
  },
  'terms.published': { en: 'Terms published', fr: 'Conditions publiées' },
  unsubscribed: { en: 'Auto-play stopped', fr: 'Jeu automatique arrêté' },
} as const satisfies Record<string, AuditWords>;

/** An action the audit log records: writing one missing from the table does not compile. */
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTIONS, action);

/** An action in words: "draw.cancel" unknown here reads "Draw cancel" rather than its key. */
export function auditActionWords(action: string, language: WordsLanguage): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action][language] : humanWords(action);
}

/**
 * The actions whose words, in English or French, hold this text (any case, accents as typed):
 * the viewer's Action filter finds "Role changed" as it finds "staff.role".
 */
export function actionsWorded(text: string): AuditAction[] {
  const wanted = text.trim().toLocaleLowerCase('fr');
  if (!wanted) return [];
  return (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((action) =>
    [AUDIT_ACTIONS[action].en, AUDIT_ACTIONS[action].fr].some((words) =>
      words.toLocaleLowerCase('fr').includes(wanted),
    ),
  );
}
