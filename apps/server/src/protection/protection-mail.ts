import type { FastifyInstance } from 'fastify';
import { findMailRecipient } from '../accounts/account-locale';
import { sendBrandedMail } from '../mail/send-branded-mail';
import { selfExclusionMail } from '../mail/templates/self-exclusion-mail';

/**
 * The exclusion's confirmation, in the player's language and the organization's colours.
 * Mail never undoes the exclusion: a failure to queue it is logged, the exclusion stands.
 */
export async function sendSelfExclusionMail(
  app: FastifyInstance,
  organizationId: string,
  playerId: string,
  endsAt: Date,
) {
  if (!app.hasDecorator('identity')) return;
  try {
    const player = await findMailRecipient(app.db, playerId);
    if (!player) return;
    await sendBrandedMail(app, {
      organizationId,
      to: player.email,
      locale: player.locale,
      content: (branding) => selfExclusionMail(endsAt, branding, player.locale),
    });
  } catch (err) {
    app.log.error({ err }, 'self-exclusion mail not sent');
  }
}
