import { humanWords, type AuditWords, type WordsLanguage } from './audit-words';

/**
 * The names in an audit entry's details (follow-up 1), in words: "prizeCents" reads "Prize",
 * "translations.fr.name" reads "Name (French)". A name missing here reads as near to words as
 * it goes ("someNewField" → "Some new field"); a server test lists the names calls write.
 */
export const AUDIT_DETAIL_KEYS = {
  accent: { en: 'Accent colour', fr: 'Couleur d’accent' },
  active: { en: 'Active', fr: 'Actif' },
  Address: { en: 'Address', fr: 'Adresse' },
  after: { en: 'After', fr: 'Après' },
  afterDraw: { en: 'After the draw', fr: 'Après le tirage' },
  Amount: { en: 'Amount', fr: 'Montant' },
  amountCents: { en: 'Amount', fr: 'Montant' },
  background: { en: 'Background colour', fr: 'Couleur de fond' },
  before: { en: 'Before', fr: 'Avant' },
  bundles: { en: 'Bundles', fr: 'Forfaits' },
  carriedCents: { en: 'Amount carried', fr: 'Montant reporté' },
  carriedOnCents: { en: 'Carried from before', fr: 'Report précédent' },
  carriedTo: { en: 'Carried to draw', fr: 'Reporté au tirage' },
  categoryKey: { en: 'Category', fr: 'Catégorie' },
  changed: { en: 'Texts changed', fr: 'Textes modifiés' },
  changes: { en: 'Changes', fr: 'Modifications' },
  claimDays: { en: 'Claim period (days)', fr: 'Délai de réclamation (jours)' },
  claimId: { en: 'Claim', fr: 'Réclamation' },
  collectPlayerAddress: { en: 'Ask players’ address', fr: 'Demander l’adresse des joueurs' },
  combinedLogoUrl: { en: 'Combined logo', fr: 'Logo combiné' },
  columns: { en: 'Settings changed', fr: 'Paramètres modifiés' },
  commitment: { en: 'Commitment', fr: 'Engagement' },
  contactEmail: { en: 'Contact e-mail', fr: 'Courriel de contact' },
  cutoffAt: { en: 'Entries close', fr: 'Fin des inscriptions' },
  Description: { en: 'Description', fr: 'Description' },
  description: { en: 'Description', fr: 'Description' },
  drawAt: { en: 'Draw time', fr: 'Heure du tirage' },
  drawIndex: { en: 'Draw number', fr: 'Numéro du tirage' },
  drawPaymentId: { en: 'Draw payment', fr: 'Paiement du tirage' },
  draws: { en: 'Draws', fr: 'Tirages' },
  drawTime: { en: 'Draw time', fr: 'Heure du tirage' },
  drawWeekday: { en: 'Draw day', fr: 'Jour du tirage' },
  early: { en: 'Early', fr: 'En avance' },
  effectiveAt: { en: 'Takes effect', fr: 'En vigueur le' },
  email: { en: 'E-mail', fr: 'Courriel' },
  endsAt: { en: 'Ends', fr: 'Fin' },
  entriesCount: { en: 'Entries', fr: 'Inscriptions' },
  entriesHash: { en: 'Entries fingerprint', fr: 'Empreinte des inscriptions' },
  excludedEntries: { en: 'Entries left out', fr: 'Inscriptions écartées' },
  ExpenseId: { en: 'Expense', fr: 'Dépense' },
  expiresAt: { en: 'Expires', fr: 'Expire le' },
  failureCode: { en: 'Failure code', fr: 'Code d’échec' },
  FirstName: { en: 'First name', fr: 'Prénom' },
  fixedCents: { en: 'Fixed prize', fr: 'Prix fixe' },
  found: { en: 'Found', fr: 'Trouvés' },
  from: { en: 'From', fr: 'De' },
  fromCancelledInstance: { en: 'From a cancelled draw', fr: 'D’un tirage annulé' },
  fromDraw: { en: 'From draw', fr: 'Du tirage' },
  fromInstance: { en: 'From draw', fr: 'Du tirage' },
  game: { en: 'Game', fr: 'Jeu' },
  GameRules: { en: 'Game rules', fr: 'Règlement du jeu' },
  helpline: { en: 'Helpline', fr: 'Ligne d’aide' },
  helplineName: { en: 'Helpline name', fr: 'Nom de la ligne d’aide' },
  instanceId: { en: 'Draw', fr: 'Tirage' },
  invitedBy: { en: 'Invited by', fr: 'Invité par' },
  ipAddress: { en: 'IP address', fr: 'Adresse IP' },
  jackpotCents: { en: 'Jackpot', fr: 'Gros lot' },
  jurisdiction: { en: 'Jurisdiction', fr: 'Territoire' },
  key: { en: 'Key', fr: 'Clé' },
  kind: { en: 'Kind', fr: 'Genre' },
  LastName: { en: 'Last name', fr: 'Nom' },
  leftOut: { en: 'Left out', fr: 'Écartés' },
  licenceNumber: { en: 'Licence number', fr: 'Numéro de licence' },
  locationCheckId: { en: 'Location check', fr: 'Vérification d’emplacement' },
  locationRequired: { en: 'Location required', fr: 'Emplacement exigé' },
  locationServiceHelpLink: { en: 'Location help link', fr: 'Lien d’aide à la localisation' },
  lockPlayersToRegion: { en: 'Players in the region only', fr: 'Joueurs de la région seulement' },
  loginMoreInfoUrl: { en: 'Sign-in more info link', fr: 'Lien d’information de connexion' },
  loginText: { en: 'Sign-in text', fr: 'Texte de connexion' },
  logoUrl: { en: 'Logo', fr: 'Logo' },
  manualDraw: { en: 'Manual draw', fr: 'Tirage manuel' },
  maxNumbersPerPlayer: { en: 'Numbers per player at most', fr: 'Numéros par joueur au plus' },
  maxPrepaidDraws: { en: 'Prepaid draws at most', fr: 'Tirages prépayés au plus' },
  method: { en: 'Method', fr: 'Méthode' },
  minimumAge: { en: 'Minimum age', fr: 'Âge minimum' },
  mode: { en: 'Mode', fr: 'Mode' },
  name: { en: 'Name', fr: 'Nom' },
  note: { en: 'Note', fr: 'Note' },
  numberRangeMax: { en: 'Highest number', fr: 'Numéro le plus élevé' },
  numbers: { en: 'Numbers', fr: 'Numéros' },
  openClaimsMoved: { en: 'Open claims moved', fr: 'Réclamations ouvertes déplacées' },
  opensAt: { en: 'Sales open', fr: 'Ouverture des ventes' },
  outcome: { en: 'Outcome', fr: 'Résultat' },
  paidAt: { en: 'Paid on', fr: 'Payé le' },
  paidOn: { en: 'Paid on', fr: 'Payé le' },
  path: { en: 'Way', fr: 'Voie' },
  paymentProvider: { en: 'Payment provider', fr: 'Fournisseur de paiement' },
  paymentsCancelled: { en: 'Payments cancelled', fr: 'Paiements annulés' },
  period: { en: 'Period', fr: 'Période' },
  Phone: { en: 'Phone', fr: 'Téléphone' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  playerId: { en: 'Player', fr: 'Joueur' },
  prepaidEntries: { en: 'Prepaid entries', fr: 'Inscriptions prépayées' },
  prepaidRefunds: { en: 'Prepaid refunds', fr: 'Remboursements prépayés' },
  previousCharityId: { en: 'Previous charity', fr: 'Organisme précédent' },
  priceCents: { en: 'Price', fr: 'Prix' },
  primary: { en: 'Main colour', fr: 'Couleur principale' },
  primaryContrast: { en: 'Main colour’s text', fr: 'Texte sur la couleur principale' },
  PrivacyPolicy: { en: 'Privacy policy', fr: 'Politique de confidentialité' },
  prize: { en: 'Prize', fr: 'Prix' },
  prizeCents: { en: 'Prize', fr: 'Prix' },
  query: { en: 'Search', fr: 'Recherche' },
  reason: { en: 'Reason', fr: 'Motif' },
  redrawId: { en: 'Redraw', fr: 'Nouveau tirage' },
  reference: { en: 'Payment reference', fr: 'Référence du paiement' },
  refundedTotalCents: { en: 'Refunded in all', fr: 'Remboursé en tout' },
  refundId: { en: 'Refund', fr: 'Remboursement' },
  refundIfCharged: { en: 'Refund if charged', fr: 'Rembourser si débité' },
  region: { en: 'Region', fr: 'Région' },
  replacedNumber: { en: 'Number replaced', fr: 'Numéro remplacé' },
  role: { en: 'Role', fr: 'Rôle' },
  rolloverCents: { en: 'Rollover', fr: 'Report' },
  salesCloseAt: { en: 'Sales close', fr: 'Fin des ventes' },
  salesCloseMinutesBeforeDraw: {
    en: 'Sales close (minutes before the draw)',
    fr: 'Fin des ventes (minutes avant le tirage)',
  },
  schedule: { en: 'Schedule', fr: 'Calendrier' },
  sharePercent: { en: 'Share of the pot (%)', fr: 'Part de la cagnotte (%)' },
  sequence: { en: 'Number', fr: 'Numéro' },
  settings: { en: 'Settings', fr: 'Paramètres' },
  state: { en: 'State', fr: 'État' },
  status: { en: 'Status', fr: 'Statut' },
  statusScreenUrl: { en: 'Status screen link', fr: 'Lien de l’écran d’état' },
  statusScreenUrlText: { en: 'Status screen link text', fr: 'Texte du lien de l’écran d’état' },
  stripePublicKey: { en: 'Stripe public key', fr: 'Clé publique Stripe' },
  subscriptionsCancelled: { en: 'Auto-play stopped', fr: 'Jeu automatique arrêté' },
  subscriptionsEnabled: { en: 'Auto-play offered', fr: 'Jeu automatique offert' },
  surface: { en: 'Surface colour', fr: 'Couleur des surfaces' },
  TermsOfService: { en: 'Terms of service', fr: 'Conditions d’utilisation' },
  text: { en: 'Text colour', fr: 'Couleur du texte' },
  theme: { en: 'Colours', fr: 'Couleurs' },
  ticketNumbers: { en: 'Ticket numbers', fr: 'Numéros de billet' },
  ticketPriceCents: { en: 'Price per number', fr: 'Prix par numéro' },
  timeZone: { en: 'Time zone', fr: 'Fuseau horaire' },
  to: { en: 'To', fr: 'À' },
  translations: { en: 'Translations', fr: 'Traductions' },
  type: { en: 'Type', fr: 'Type' },
  version: { en: 'Version', fr: 'Version' },
  websiteUrl: { en: 'Website', fr: 'Site Web' },
  winnerPlayerId: { en: 'Winner', fr: 'Gagnant' },
  winnerSharePercent: { en: 'Winner’s share (%)', fr: 'Part du gagnant (%)' },
  winningNumber: { en: 'Winning number', fr: 'Numéro gagnant' },
} as const satisfies Record<string, AuditWords>;

/** The language a path part names: `translations.fr.name`, terms' `French.GameRules`. */
const LANGUAGE_PARTS: Record<string, AuditWords> = {
  fr: { en: 'French', fr: 'français' },
  French: { en: 'French', fr: 'français' },
  en: { en: 'English', fr: 'anglais' },
};

/** Parts that only group others: "schedule.drawTime" reads "Draw time". */
const GROUPS = new Set(['translations', 'schedule', 'settings', 'changes']);

const partWords = (part: string, language: WordsLanguage): string =>
  Object.hasOwn(AUDIT_DETAIL_KEYS, part)
    ? AUDIT_DETAIL_KEYS[part as keyof typeof AUDIT_DETAIL_KEYS][language]
    : humanWords(part);

/**
 * A detail's name, or a changed field's dotted path, in words: "translations.fr.name" →
 * "Name (French)", "theme.primary" → "Colours › Main colour".
 */
export function detailKeyWords(path: string, language: WordsLanguage): string {
  const parts = path.split('.');
  const languages = parts.filter((part) => Object.hasOwn(LANGUAGE_PARTS, part));
  const named = parts.filter((part) => !GROUPS.has(part) && !Object.hasOwn(LANGUAGE_PARTS, part));
  const words = (named.length > 0 ? named : parts)
    .map((part) => partWords(part, language))
    .join(' › ');
  const tongue = languages.map((part) => LANGUAGE_PARTS[part]![language]).join(', ');
  return tongue ? `${words} (${tongue})` : words;
}

/** A detail that holds cents, by its name ("prizeCents", an expense's "Amount"). */
export const isMoneyDetail = (path: string): boolean =>
  /(cents|^amount)$/i.test(path.split('.').pop() ?? '');
