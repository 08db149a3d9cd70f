/** The words of every e-mail the API sends (the account e-mails use the hosted pages' messages). */
export const mailMessagesEn = {
  footerSentBy: 'You receive this e-mail because you have an account with {org}.',
  footerInvited: 'You receive this e-mail because a staff member of {org} invited you.',
  footerContact: 'Questions? Write to {email}.',
  greeting: 'Hello {name},',
  dashboardLink: 'Open your dashboard',
  helpLink: 'Get help',
  receiptSubject: 'Your receipt {number} from {org}',
  receiptIntro: 'Thank you for playing. This is your receipt; keep it.',
  receiptOrganization: 'Organization',
  receiptLicence: 'Licence number',
  receiptCharity: 'Supporting',
  receiptGame: 'Game',
  receiptDrawDate: 'Draw date',
  receiptIssued: 'Issued',
  receiptNumbers: 'Numbers',
  receiptPaid: 'Price paid',
  receiptRefunded: 'Refunded',
  receiptRefundLine: '{amount} on {date}: {kind}',
  refundKindVoidOne: 'number taken out of the draw ({numbers})',
  refundKindVoid: 'numbers taken out of the draw ({numbers})',
  refundKindRefund: 'refund by our staff',
  refundKindCancellation: 'draw cancelled',
  refundKindPrepaid: 'prepaid draws not opened ({draws})',
  refundKindSelfExclusion: 'prepaid draws given back at your self-exclusion ({draws})',
  refundKindProcessor: 'refund by the card processor',
  receiptJurisdiction: 'Purchased in',
  receiptNumber: 'Receipt number',
  receiptTransaction: 'Transaction',
  receiptBundle: 'Bundle',
  receiptBundleValue: '{numbers} numbers for {price} ({each} a number)',
  voidSubjectOne: 'Your number for {instance} was taken out of the draw: {amount} refunded',
  voidSubject: 'Your numbers for {instance} were taken out of the draw: {amount} refunded',
  voidBodyOne:
    '{org} took your number {numbers} for {instance} out of the draw. It no longer plays in this draw.',
  voidBody:
    '{org} took your numbers {numbers} for {instance} out of the draw. They no longer play in this draw.',
  refundSubject: '{org} refunded {amount} of your payment',
  refundBody: '{org} refunded {amount} of your payment for {instance}.',
  refundAfterDraw: 'The draw had already taken place: its published entry list stays as it was.',
  refundToCard:
    'The amount goes back to the card you paid with; it may take a few business days to appear.',
  refundReason: 'Reason: {reason}',
  responsibleGaming:
    'Play responsibly: set a budget and never chase losses. Help is available through your provincial responsible gambling helpline.',
  renewalSubject: 'Your automatic play with {org} could not be paid',
  renewalFailed: 'We tried to charge your saved card for numbers {numbers} and it failed: {reason}',
  renewalNotPlayed:
    'Your numbers are not played in this draw. Open your dashboard to pay by hand or update your card.',
  renewalStaysOn: 'Your subscription stays on; you can cancel it from the dashboard at any time.',
  winnerSubject: 'You won the {instance} draw',
  winnerCongratulations: 'Congratulations {name}!',
  winnerNumber: 'Your number {number} won the {instance} draw of {org}.',
  winnerPrize: 'Prize: {prize}.',
  winnerClaim:
    'We will contact you about claiming your prize; the game rules explain how and by when.',
  winnerVerify: 'Verify the draw',
  receiptPaidThrough: 'Paid through',
  receiptPaidThroughDraw: 'the draw of {date}',
  receiptPaidDraws: 'Draws paid for',
  prepaidRefundSubject: '{org}: your prepaid draws are refunded',
  prepaidRefundBodyOne:
    'We refunded {amount} for {draws} prepaid draw that had not opened yet. It reaches your card in a few business days.',
  prepaidRefundBodyOther:
    'We refunded {amount} for {draws} prepaid draws that had not opened yet. It reaches your card in a few business days.',
  prepaidRefundExclusion:
    'You excluded yourself from play, so the draws you had paid for in advance are given back.',
  exclusionSubject: 'Your self-exclusion from {org} is in place',
  exclusionUntil: 'You have excluded yourself from play until {date}.',
  exclusionEffects:
    'Until then you cannot buy or play numbers, your automatic play is cancelled, and we send you no offers.',
  exclusionFinal:
    'The exclusion cannot be lifted early, by you or by our staff. When it ends, you choose whether to play again.',
  exclusionHelp:
    'If gambling is a problem for you or someone close to you, help is free and confidential: {helpline}, any time.',
  exclusionHelpProvincial:
    'If gambling is a problem for you or someone close to you, help is free and confidential through your provincial help line.',
  lapsedSubject: 'Your payment to {org} was not completed',
  lapsedBody:
    'Your payment of {amount} for numbers {numbers} was waiting for your bank to approve it, and it was not approved by {time}.',
  lapsedReleased:
    'The payment was cancelled and nothing was charged. The numbers were released: they are no longer held for you and are not in this draw.',
  lapsedNotPlayed:
    'The payment was cancelled and nothing was charged. The numbers stay yours, but they are not played in this draw.',
  lapsedAgain: 'You can play again from your dashboard.',
} as const;

export type MailMessageKey = keyof typeof mailMessagesEn;
