import { formatCents } from '@charity/domain/currency';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface VoidedPaymentDetails {
  organizationId: string;
  organizationName: string;
  to: string;
  instanceName: string;
  amountCents: number;
  currency: string;
}

/** The player's notice that a payment unsettled at sales close was taken out of the draw. */
export function voidedPaymentMail(details: VoidedPaymentDetails): MailMessage {
  const amount = `${formatCents(details.amountCents)} ${details.currency.toUpperCase()}`;
  const lines = [
    `Sales for ${details.instanceName} closed before your card payment of ${amount} was confirmed by the card processor.`,
    'So that the draw could run on time, this payment was cancelled and its numbers are not in this draw.',
    'Nothing stays charged: if any amount was taken from your card, it is refunded to the same card.',
    `You can play again in the next draw of ${details.organizationName}.`,
  ];
  return {
    organizationId: details.organizationId,
    to: details.to,
    subject: `Your payment to ${details.organizationName} was cancelled at sales close`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
