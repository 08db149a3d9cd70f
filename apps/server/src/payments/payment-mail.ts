import { formatCents } from '@charity/domain/currency';
import type { Receipt } from '@charity/domain/payments/payment-api';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function receiptLines(receipt: Receipt): string[] {
  return [
    `${receipt.OrganizationName}${receipt.LicenceNumber ? ` (licence ${receipt.LicenceNumber})` : ''}`,
    ...(receipt.CharityName ? [`Supporting: ${receipt.CharityName}`] : []),
    `Game: ${receipt.GameName}, ${receipt.GameInstanceName}`,
    `Issued: ${receipt.IssuedOn}`,
    `Numbers: ${receipt.TicketNumbers.join(', ')}`,
    `Paid: ${formatCents(receipt.Amount)} ${receipt.Currency}`,
    `Purchased in: ${receipt.Jurisdiction}`,
    `Receipt ${receipt.ReceiptNumber}, transaction ${receipt.TransactionId}`,
    receipt.ResponsibleGaming,
  ];
}

/** Mail never undoes a payment: a failure to send is logged, the payment stands. */
async function send(
  app: FastifyInstance,
  organizationId: string,
  to: string,
  subject: string,
  lines: string[],
) {
  if (!app.hasDecorator('identity')) return;
  try {
    await app.identity.mailer.send({
      organizationId,
      to,
      subject,
      text: lines.join('\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    });
  } catch (err) {
    app.log.error({ err, subject }, 'payment mail not sent');
  }
}

export async function sendReceiptMail(
  app: FastifyInstance,
  organizationId: string,
  to: string,
  receipt: Receipt,
) {
  await send(
    app,
    organizationId,
    to,
    `Your receipt ${receipt.ReceiptNumber} from ${receipt.OrganizationName}`,
    ['Thank you for playing. This is your receipt.', ...receiptLines(receipt)],
  );
}

export async function sendRenewalFailedMail(
  app: FastifyInstance,
  organizationId: string,
  to: string,
  details: { organizationName: string; numbers: number[]; message: string },
) {
  await send(
    app,
    organizationId,
    to,
    `Your automatic play with ${details.organizationName} could not be paid`,
    [
      `We tried to charge your saved card for numbers ${details.numbers.join(', ')} and it failed: ${details.message}`,
      'Your numbers are not played in this draw. Open your dashboard to pay by hand or update your card.',
      'Your subscription stays on; you can cancel it from the dashboard at any time.',
    ],
  );
}
