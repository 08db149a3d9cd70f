import type { RedrawReason } from '../api/redraws';
import type { DrawOutcome } from '../draws/run-draw';
import type { ClaimState, PaymentMethod, UnclaimedOutcome } from '../prizes/claim';
import type { ExclusionPeriod } from '../protection/self-exclusion';
import type { LimitPeriod } from '../protection/spending-limits';
import type { RefundPath } from '../refunds/refund-life-cycle';
import type { StaffRole } from '../staff/staff-roles';
import type { GameInstanceStatus } from '../game-instance-status';
import type { AuditAction } from './audit-actions';
import { detailKeyWords } from './audit-detail-words';
import type { AuditWords, WordsLanguage } from './audit-words';

/*
 * The codes an audit entry's details hold, in words (follow-up 2): a role "manager" reads
 * "Manager", a claim's state "IdentityChecked" "Identity checked". The words are the console's
 * own where it has them (its status, role, claim, refund and period catalogues); each table is
 * typed by the domain's list of codes, so a code added there and missing here does not compile.
 */

const ROLES = {
  owner: { en: 'Owner', fr: 'Propriétaire' },
  manager: { en: 'Manager', fr: 'Gestionnaire' },
  auditor: { en: 'Auditor', fr: 'Vérificateur' },
  support: { en: 'Support', fr: 'Soutien' },
} as const satisfies Record<StaffRole, AuditWords>;

const INSTANCE_STATUSES = {
  Scheduled: { en: 'Scheduled', fr: 'Planifié' },
  Open: { en: 'Open', fr: 'Ouvert' },
  SalesClosed: { en: 'Sales closed', fr: 'Ventes terminées' },
  Drawn: { en: 'Drawn', fr: 'Tiré' },
  Cancelled: { en: 'Cancelled', fr: 'Annulé' },
} as const satisfies Record<GameInstanceStatus, AuditWords>;

const CLAIM_STATES = {
  Open: { en: 'Not contacted yet', fr: 'Pas encore contacté' },
  Contacted: { en: 'Winner contacted', fr: 'Contact établi' },
  IdentityChecked: { en: 'Identity checked', fr: 'Identité vérifiée' },
  Paid: { en: 'Paid', fr: 'Payé' },
  Unclaimed: { en: 'Unclaimed', fr: 'Non réclamé' },
} as const satisfies Record<ClaimState, AuditWords>;

const DRAW_MODES = {
  manual: { en: 'Manual', fr: 'Manuel' },
  scheduled: { en: 'At the scheduled time', fr: 'À l’heure prévue' },
} as const satisfies Record<'manual' | 'scheduled', AuditWords>;

const OUTCOMES = {
  PaidWinner: { en: 'Winner', fr: 'Gagnant' },
  Rollover: { en: 'No paid winner (rollover)', fr: 'Aucun gagnant payé (report)' },
  NoEntries: { en: 'No entries', fr: 'Aucune participation' },
  AddedToNextPot: { en: 'Added to the next pot', fr: 'Ajouté à la prochaine cagnotte' },
  Redrawn: { en: 'Drawn again (redraw)', fr: 'Tiré de nouveau (nouveau tirage)' },
  PerRules: { en: 'As the game’s rules say', fr: 'Selon le règlement du jeu' },
} as const satisfies Record<DrawOutcome | UnclaimedOutcome, AuditWords>;

const METHODS = {
  Cheque: { en: 'Cheque', fr: 'Chèque' },
  Transfer: { en: 'Bank transfer', fr: 'Virement bancaire' },
  Cash: { en: 'Cash', fr: 'Espèces' },
  // How a player's location was checked.
  ip: { en: 'IP address', fr: 'Adresse IP' },
  coordinates: { en: 'Device location', fr: 'Position de l’appareil' },
} as const satisfies Record<PaymentMethod | 'ip' | 'coordinates', AuditWords>;

const REASONS = {
  SelfExcluded: { en: 'Self-excluded', fr: 'Auto-exclusion' },
  UnderAge: { en: 'Under age', fr: 'Âge minimum non atteint' },
  OutsideRegion: { en: 'Outside the region', fr: 'Hors de la région' },
  Unclaimed: { en: 'Unclaimed past the deadline', fr: 'Non réclamé dans le délai' },
  'unsettled at sales close': {
    en: 'Unsettled at sales close',
    fr: 'Non réglé à la fermeture des ventes',
  },
  // Why a location check passed or failed (apps/server geofence-checks.ts).
  'allow-list': { en: 'Allowed network', fr: 'Réseau autorisé' },
  'no-region': { en: 'The game has no region', fr: 'Le jeu n’a pas de région' },
  region: { en: 'The game’s region', fr: 'La région du jeu' },
  'non-public-address': { en: 'Private network address', fr: 'Adresse de réseau privé' },
  'no-ip-database': { en: 'No IP address database', fr: 'Aucune base d’adresses IP' },
  'ip-not-found': { en: 'IP address not found', fr: 'Adresse IP introuvable' },
  'ip-database': { en: 'IP address database', fr: 'Base d’adresses IP' },
} as const satisfies Record<RedrawReason, AuditWords> & Record<string, AuditWords>;

const PERIODS = {
  Daily: { en: 'Daily (last 24 hours)', fr: 'Quotidienne (24 dernières heures)' },
  Weekly: { en: 'Weekly (last 7 days)', fr: 'Hebdomadaire (7 derniers jours)' },
  Monthly: { en: 'Monthly (last 30 days)', fr: 'Mensuelle (30 derniers jours)' },
  SixMonths: { en: '6 months', fr: '6 mois' },
  OneYear: { en: '1 year', fr: '1 an' },
  TwoYears: { en: '2 years', fr: '2 ans' },
  FiveYears: { en: '5 years', fr: '5 ans' },
} as const satisfies Record<LimitPeriod | ExclusionPeriod, AuditWords>;

const REFUND_PATHS = {
  'staff-void': { en: 'Staff void', fr: 'Retrait du tirage par le personnel' },
  'staff-refund': { en: 'Staff refund', fr: 'Remboursement par le personnel' },
  prepaid: { en: 'Player (prepaid draws)', fr: 'Joueur (tirages prépayés)' },
  'self-exclusion': { en: 'Self-exclusion', fr: 'Auto-exclusion' },
  processor: { en: 'Processor', fr: 'Processeur' },
  cancellation: { en: 'Cancelled draw', fr: 'Tirage annulé' },
  'venue-void': { en: 'Seller at a venue', fr: 'Vendeur sur place' },
  'sales-close': { en: 'Unsettled at sales close', fr: 'Non réglé à la fermeture des ventes' },
} as const satisfies Record<RefundPath, AuditWords>;

const KINDS = {
  // A payment's.
  purchase: { en: 'Numbers bought', fr: 'Numéros achetés' },
  play: { en: 'Numbers played', fr: 'Numéros joués' },
  renewal: { en: 'Auto-play', fr: 'Jeu automatique' },
  // A prize's, and an extra draw's prize.
  Main: { en: 'Main draw', fr: 'Tirage principal' },
  Extra: { en: 'Extra draw', fr: 'Tirage supplémentaire' },
  Fixed: { en: 'Fixed prize', fr: 'Prix fixe' },
  Share: { en: 'Share of the pot', fr: 'Part de la cagnotte' },
} as const satisfies Record<string, AuditWords>;

/** A game's type, written as its number. */
const GAME_TYPES = {
  1: {
    en: 'Gold Rush (numbers kept all season)',
    fr: 'Gold Rush (numéros gardés toute la saison)',
  },
  2: { en: '50/50 (half the pot to the winner)', fr: '50/50 (la moitié du pot au gagnant)' },
} as const satisfies Record<number, AuditWords>;

/** The values in words, by the detail name that holds them. */
export const AUDIT_DETAIL_VALUES: Record<string, Record<string, AuditWords>> = {
  role: ROLES,
  status: INSTANCE_STATUSES,
  state: CLAIM_STATES,
  mode: DRAW_MODES,
  outcome: OUTCOMES,
  method: METHODS,
  reason: REASONS,
  period: PERIODS,
  path: REFUND_PATHS,
  kind: KINDS,
  type: GAME_TYPES,
};

/** Details that list other details' names: the texts terms changed, the settings a file set. */
const NAME_LISTS = new Set(['changed', 'columns']);

const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The detail a whole entry's top-level before and after hold, for the actions whose before and
 * after are one value ("manager" → "owner") rather than fields.
 */
const BEFORE_AFTER: Partial<Record<AuditAction, string>> = {
  'staff.role-changed': 'role',
  'staff.removed': 'role',
};

export const beforeAfterDetail = (action: string): string | undefined =>
  Object.hasOwn(BEFORE_AFTER, action) ? BEFORE_AFTER[action as AuditAction] : undefined;

/**
 * A detail's value in words, by its name or dotted path (the last part counts): "manager" under
 * "role" reads "Manager". A value with no words here reads as it is (a free-text reason too).
 */
export function detailValueWords(
  path: string,
  value: string | number,
  language: WordsLanguage,
): string {
  const name = path.split('.').pop() ?? '';
  if (NAME_LISTS.has(name) && typeof value === 'string')
    return detailKeyWords(camelCase(value), language);
  const table = Object.hasOwn(AUDIT_DETAIL_VALUES, name) ? AUDIT_DETAIL_VALUES[name] : undefined;
  const code = String(value);
  return table && Object.hasOwn(table, code) ? table[code]![language] : code;
}
