import type { MailMessageKey } from './mail-messages-en';

export const mailMessagesFr: Record<MailMessageKey, string> = {
  footerSentBy:
    'Vous recevez ce courriel parce que vous avez un compte auprès de cet organisme : {org}.',
  footerInvited:
    'Vous recevez ce courriel parce qu’un membre de l’équipe de cet organisme vous a invité : {org}.',
  footerContact: 'Des questions? Écrivez à {email}.',
  greeting: 'Bonjour {name},',
  dashboardLink: 'Ouvrir votre tableau de bord',
  helpLink: 'Obtenir de l’aide',
  receiptSubject: '{org} : votre reçu {number}',
  receiptIntro: 'Merci de jouer. Voici votre reçu; conservez-le.',
  receiptOrganization: 'Organisme',
  receiptLicence: 'Numéro de licence',
  receiptCharity: 'Au profit de',
  receiptGame: 'Jeu',
  receiptDrawDate: 'Date du tirage',
  receiptIssued: 'Émis le',
  receiptNumbers: 'Numéros',
  receiptPaid: 'Montant payé',
  receiptRefunded: 'Remboursé',
  receiptRefundLine: '{amount} le {date} : {kind}',
  refundKindVoidOne: 'numéro retiré du tirage ({numbers})',
  refundKindVoid: 'numéros retirés du tirage ({numbers})',
  refundKindRefund: 'remboursement par notre personnel',
  refundKindCancellation: 'tirage annulé',
  refundKindPrepaid: 'tirages prépayés non ouverts ({draws})',
  refundKindSelfExclusion: 'tirages prépayés rendus à votre auto-exclusion ({draws})',
  refundKindProcessor: 'remboursement par le processeur de paiement',
  receiptJurisdiction: 'Lieu de l’achat',
  receiptNumber: 'Numéro de reçu',
  receiptTransaction: 'Transaction',
  receiptBundle: 'Forfait',
  receiptBundleValue: '{numbers} numéros pour {price} ({each} le numéro)',
  voidSubjectOne: 'Votre numéro pour {instance} a été retiré du tirage : {amount} remboursés',
  voidSubject: 'Vos numéros pour {instance} ont été retirés du tirage : {amount} remboursés',
  voidBodyOne:
    '{org} a retiré du tirage votre numéro {numbers} pour {instance}. Il n’y participe plus.',
  voidBody:
    '{org} a retiré du tirage vos numéros {numbers} pour {instance}. Ils n’y participent plus.',
  refundSubject: '{org} vous a remboursé {amount}',
  refundBody: '{org} vous a remboursé {amount} sur votre paiement pour {instance}.',
  refundAfterDraw:
    'Le tirage avait déjà eu lieu : sa liste de participations publiée reste telle quelle.',
  refundToCard:
    'Le montant est remis sur la carte utilisée pour payer; il peut falloir quelques jours ouvrables pour qu’il apparaisse.',
  refundReason: 'Motif : {reason}',
  responsibleGaming:
    'Jouez de façon responsable : fixez-vous un budget et ne cherchez jamais à récupérer vos pertes. De l’aide est offerte par la ligne d’aide provinciale sur le jeu.',
  renewalSubject: '{org} : votre participation automatique n’a pas pu être payée',
  renewalFailed:
    'Nous avons tenté de débiter votre carte enregistrée pour les numéros {numbers}, sans succès : {reason}',
  renewalNotPlayed:
    'Vos numéros ne participent pas à ce tirage. Ouvrez votre tableau de bord pour payer vous-même ou mettre votre carte à jour.',
  renewalStaysOn:
    'Votre abonnement reste actif; vous pouvez l’annuler en tout temps depuis le tableau de bord.',
  winnerSubject: 'Vous avez gagné ce tirage : {instance}',
  winnerCongratulations: 'Félicitations {name}!',
  winnerNumber: 'Votre numéro {number} a gagné ce tirage : {instance} ({org}).',
  winnerPrize: 'Prix : {prize}.',
  winnerClaim:
    'Nous communiquerons avec vous pour la remise de votre prix; le règlement du jeu explique comment et dans quel délai.',
  winnerVerify: 'Vérifier le tirage',
  receiptPaidThrough: 'Payé jusqu’au',
  receiptPaidThroughDraw: 'tirage du {date}',
  receiptPaidDraws: 'Tirages payés',
  prepaidRefundSubject: '{org} : vos tirages prépayés sont remboursés',
  prepaidRefundBodyOne:
    'Nous avons remboursé {amount} pour {draws} tirage prépayé pas encore ouvert. Le montant arrive sur votre carte d’ici quelques jours ouvrables.',
  prepaidRefundBodyOther:
    'Nous avons remboursé {amount} pour {draws} tirages prépayés pas encore ouverts. Le montant arrive sur votre carte d’ici quelques jours ouvrables.',
  prepaidRefundExclusion:
    'Vous vous êtes exclu du jeu : les tirages payés d’avance vous sont donc remboursés.',
  exclusionSubject: '{org} : votre auto-exclusion est en place',
  exclusionUntil: 'Vous vous êtes exclu du jeu jusqu’au {date}.',
  exclusionEffects:
    'D’ici là, vous ne pouvez ni acheter ni jouer de numéros, votre participation automatique est annulée et nous ne vous envoyons aucune offre.',
  exclusionFinal:
    'L’exclusion ne peut pas être levée plus tôt, ni par vous ni par notre personnel. À la fin, vous choisissez de jouer de nouveau ou non.',
  exclusionHelp:
    'Si le jeu est un problème pour vous ou pour un proche, de l’aide gratuite et confidentielle existe : {helpline}, en tout temps.',
  exclusionHelpProvincial:
    'Si le jeu est un problème pour vous ou pour un proche, de l’aide gratuite et confidentielle existe auprès de la ligne d’aide de votre province.',
  lapsedSubject: '{org} : votre paiement n’a pas été complété',
  lapsedBody:
    'Votre paiement de {amount} pour les numéros {numbers} attendait l’approbation de votre banque, qui n’a pas été donnée avant le {time}.',
  lapsedReleased:
    'Le paiement a été annulé et rien n’a été débité. Les numéros ont été libérés : ils ne vous sont plus réservés et ne participent pas à ce tirage.',
  lapsedNotPlayed:
    'Le paiement a été annulé et rien n’a été débité. Les numéros restent à vous, mais ils ne participent pas à ce tirage.',
  lapsedAgain: 'Vous pouvez jouer de nouveau depuis votre tableau de bord.',
};
