import { declineMessage } from '@charity/domain/payments/test-cards';
import { PREPAY_PRICE_CHANGING } from '@charity/domain/setup/prepaid-change-rule';
import {
  moneyRefusalWords,
  type MoneyRefusalCode,
} from '@charity/domain/registration/money-eligibility';
import { aboutId, fixed, frenchNumber, worded } from './refusal-words';

interface MoneyStep {
  code: MoneyRefusalCode;
  minimumAge: number;
}

const MONEY_STEP_FR: Record<MoneyRefusalCode, (minimumAge: number) => string> = {
  TermsNotAgreed: () => 'Acceptez d’abord les dernières conditions d’utilisation.',
  PledgeMissing: () => 'Choisissez d’abord un organisme de bienfaisance à appuyer.',
  EmailNotVerified: () => 'Confirmez d’abord votre adresse courriel.',
  AgeNotVerified: () => 'Votre date de naissance est nécessaire pour jouer.',
  UnderMinimumAge: (age) => `Les joueurs doivent avoir au moins ${frenchNumber(age)} ans.`,
};

/** The processor's decline codes (domain test-cards.ts words the English). */
const DECLINE_FR: Record<string, string> = {
  card_declined: 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
  insufficient_funds:
    'Les fonds de votre carte sont insuffisants. Veuillez utiliser une autre carte.',
  authentication_required:
    'Votre banque a demandé de confirmer ce paiement. Veuillez payer de nouveau vous-même.',
  expired_card: 'Votre carte est expirée. Veuillez utiliser une autre carte.',
  incorrect_cvc: 'Le code de sécurité de votre carte est incorrect. Vérifiez-le et réessayez.',
  processing_error: 'Le paiement n’a pas pu être traité. Veuillez réessayer.',
  payment_canceled:
    'Vous avez annulé ce paiement à la vérification de votre banque. Rien n’a été débité.',
  self_excluded: 'Ce paiement a été annulé quand vous vous êtes exclu du jeu. Rien n’a été débité.',
};

/** Who may pay, the card, the payment, receipts, prepaid draws and auto-play. */
export const moneyWords = {
  'money.step': worded(
    ({ code, minimumAge }: MoneyStep) => moneyRefusalWords(code, minimumAge),
    ({ code, minimumAge }) => MONEY_STEP_FR[code](minimumAge),
  ),
  'terms.newer': fixed(
    'Newer terms of service have been published: read and agree to those.',
    'De nouvelles conditions d’utilisation ont été publiées : lisez-les et acceptez-les.',
  ),
  'card.declined': worded(
    ({ code }: { code: string }) => declineMessage(code),
    ({ code }) => DECLINE_FR[code] ?? (DECLINE_FR.card_declined as string),
  ),
  'card.testOnly': fixed(
    'The sandbox only accepts test cards, e.g. 4242 4242 4242 4242.',
    'Le bac à sable n’accepte que les cartes de test, p. ex. 4242 4242 4242 4242.',
  ),
  'card.expired': fixed('This card has expired.', 'Cette carte est expirée.'),
  'card.unknownToSandbox': fixed(
    'This card token is unknown to the sandbox.',
    'Ce jeton de carte est inconnu du bac à sable.',
  ),
  'payment.notAwaitingApproval': fixed(
    'This payment is no longer waiting for your approval: it cannot be cancelled.',
    'Ce paiement n’attend plus votre approbation : il ne peut pas être annulé.',
  ),
  'payment.notFound': aboutId(
    (id) => `Payment ${id} does not exist.`,
    (id) => `Le paiement ${id} n’existe pas.`,
  ),
  'savedCard.notFound': aboutId(
    (id) => `Saved card ${id} does not exist.`,
    (id) => `La carte enregistrée ${id} n’existe pas.`,
  ),
  'receipt.notFound': aboutId(
    (id) => `No receipt for payment ${id}.`,
    (id) => `Aucun reçu pour le paiement ${id}.`,
  ),
  'receipt.resendLimit': worded(
    ({ perHour }: { perHour: number }) =>
      `At most ${perHour} receipts an hour can be sent again. Try later.`,
    ({ perHour }) =>
      `Au plus ${frenchNumber(perHour)} reçus par heure peuvent être renvoyés. Réessayez plus tard.`,
  ),
  'prepaid.notOffered': fixed(
    'This game does not take payment for several draws at once.',
    'Ce jeu n’accepte pas de paiement pour plusieurs tirages à la fois.',
  ),
  'prepaid.drawsRange': worded(
    ({ max }: { max: number }) => `This game takes payment for 2 to ${max} draws at once.`,
    ({ max }) => `Ce jeu accepte un paiement pour 2 à ${frenchNumber(max)} tirages à la fois.`,
  ),
  'prepaid.nothingToRefund': fixed(
    'Nothing left to refund: every draw of this prepayment has opened or was refunded.',
    'Rien à rembourser : chaque tirage de ce prépaiement est ouvert ou a été remboursé.',
  ),
  'prepaid.priceChanging': fixed(
    PREPAY_PRICE_CHANGING,
    'Le prix du billet change à partir du prochain tirage : payez ce tirage seul, ou payez d’avance une fois qu’il est tiré.',
  ),
  'subscription.cardFirst': fixed(
    'Save a card first: subscriptions are charged to a saved card.',
    'Enregistrez d’abord une carte : le jeu automatique est facturé à une carte enregistrée.',
  ),
  'subscription.notOffered': fixed(
    'Subscriptions are not offered for this game.',
    'Le jeu automatique n’est pas offert pour ce jeu.',
  ),
  'numberGroup.notFound': aboutId(
    (id) => `Number group ${id} does not exist.`,
    (id) => `Le groupe de numéros ${id} n’existe pas.`,
  ),
};
