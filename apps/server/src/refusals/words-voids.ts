import { fixed, worded } from './refusal-words';

/** Staff voids refused by the void rule (domain refunds/void-rule.ts), in player support. */
export const voidWords = {
  'void.prepayment': fixed(
    "A prepayment is refunded, not voided: each draw's entry is voided on its own line. Refund an amount instead.",
    'Un prépaiement se rembourse, il ne se retire pas : l’inscription de chaque tirage se retire sur sa propre ligne. Remboursez plutôt un montant.',
  ),
  'void.cancelledDraw': fixed(
    'This draw was cancelled: the cancellation itself gives back every payment in it.',
    'Ce tirage a été annulé : l’annulation rembourse elle-même chaque paiement qui y est inscrit.',
  ),
  'void.afterDraw': worded(
    ({ draw }: { draw: string }) =>
      `The draw of ${draw} has run: its published entry list stays as it is. Refund the payment instead.`,
    ({ draw }) =>
      `Le tirage a eu lieu (${draw}) : sa liste d’inscriptions publiée reste telle quelle. Remboursez plutôt le paiement.`,
  ),
  'void.refundedInFull': fixed(
    'This payment was refunded in full already.',
    'Ce paiement a déjà été remboursé en entier.',
  ),
};
