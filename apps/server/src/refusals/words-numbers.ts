import type { Bundle } from '@charity/domain/bundles/bundles';
import { formatCents } from '@charity/domain/currency';
import {
  numberRequestWords,
  type NumberRequestProblem,
} from '@charity/domain/numbers/number-limits';
import { fixed, frenchMoney, frenchNumber, worded } from './refusal-words';

function numberRequestFr(problem: NumberRequestProblem): string {
  switch (problem.why) {
    case 'none':
      return 'Demandez au moins un numéro.';
    case 'twice':
      return 'Un numéro est demandé deux fois.';
    case 'moreSpecific':
      return 'Plus de numéros précis que la quantité demandée.';
    case 'range':
      return `Les numéros vont de 1 à ${frenchNumber(problem.rangeMax)}.`;
    case 'limit':
      return (
        `Un joueur peut détenir au plus ${frenchNumber(problem.maxPerPlayer)} numéros; ` +
        `vous pouvez en obtenir encore ${frenchNumber(problem.left)}.`
      );
  }
}

interface BundleOffer {
  asked: Bundle;
  onSale: readonly Bundle[];
}

const bundleEn = (bundle: Bundle) => `${bundle.Numbers} for ${formatCents(bundle.Price)}`;
const bundleFr = (bundle: Bundle) => `${bundle.Numbers} pour ${frenchMoney(bundle.Price)}`;

/** Get numbers, purchase, assign, play: what the numbers and the draw allow. */
export const numberWords = {
  'numbers.request': worded(numberRequestWords, numberRequestFr),
  'numbers.taken': worded(
    ({ numbers }: { numbers: readonly number[] }) =>
      `Already taken: ${numbers.join(', ')}. Choose other numbers.`,
    ({ numbers }) =>
      `Déjà pris : ${numbers.map(frenchNumber).join(', ')}. Choisissez d’autres numéros.`,
  ),
  'numbers.fewerFree': fixed(
    'Fewer free numbers are left than you asked for.',
    'Il reste moins de numéros libres que demandé.',
  ),
  'numbers.exhausted': fixed(
    'Not enough free numbers are left in this game.',
    'Il ne reste pas assez de numéros libres dans ce jeu.',
  ),
  'numbers.busy': fixed(
    'Too many players are buying right now: please try again.',
    'Trop de joueurs achètent en ce moment : veuillez réessayer.',
  ),
  'numbers.alreadyPlayed': fixed(
    'These numbers are already played (or being paid) for this draw.',
    'Ces numéros sont déjà joués (ou en cours de paiement) pour ce tirage.',
  ),
  'game.notStarted': fixed(
    'No game has started yet for this organization.',
    'Aucun jeu n’a encore commencé pour cet organisme.',
  ),
  'sales.closed': fixed(
    'Sales are closed for this draw: no payment is accepted.',
    'Les ventes sont fermées pour ce tirage : aucun paiement n’est accepté.',
  ),
  'location.required': fixed(
    'Your location must be verified inside the game region before you buy or play numbers.',
    'Votre position doit être vérifiée dans la région du jeu avant d’acheter ou de jouer des numéros.',
  ),
  'bundle.notInForce': worded(
    ({ asked, onSale }: BundleOffer) =>
      `The bundle ${bundleEn(asked)} is not on sale for this draw. Bundles on sale: ${
        onSale.length ? onSale.map(bundleEn).join(', ') : 'none'
      }.`,
    ({ asked, onSale }) =>
      `Le lot ${bundleFr(asked)} n’est pas en vente pour ce tirage. Lots en vente : ${
        onSale.length ? onSale.map(bundleFr).join(', ') : 'aucun'
      }.`,
  ),
};
