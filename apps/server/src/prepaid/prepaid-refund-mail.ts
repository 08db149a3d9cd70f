import { formatMoney } from '@charity/domain/money-format';
import type { FastifyInstance } from 'fastify';
import { findMailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { mailTranslator } from '../mail/templates/mail-messages';
import type { PrepaidRefundReason } from './prepaid-tables';

interface RefundMail {
  organizationId: string;
  playerId: string;
  amountCents: number;
  currency: string;
  draws: number;
  reason: PrepaidRefundReason;
}

/** Tells the player their prepaid draws came back (and why, after a self-exclusion). */
export async function sendPrepaidRefundMail(app: FastifyInstance, mail: RefundMail) {
  if (!app.hasDecorator('identity')) return;
  const player = await findMailRecipient(app.db, mail.playerId);
  if (!player) return;
  await sendBrandedMail(app, {
    organizationId: mail.organizationId,
    to: player.email,
    locale: player.locale,
    content: (branding) => {
      const t = mailTranslator(player.locale);
      const amount = `${formatMoney(mail.amountCents, player.locale)} ${mail.currency.toUpperCase()}`;
      return {
        subject: t('prepaidRefundSubject', { org: branding.name }),
        blocks: [
          ...(mail.reason === 'self-exclusion' ? [{ paragraph: t('prepaidRefundExclusion') }] : []),
          {
            paragraph: t(mail.draws === 1 ? 'prepaidRefundBodyOne' : 'prepaidRefundBodyOther', {
              amount,
              draws: mail.draws,
            }),
          },
        ],
      };
    },
  });
}
