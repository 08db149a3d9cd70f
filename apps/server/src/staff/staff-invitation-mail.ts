import { formatGameTime } from '@charity/domain/game-time-format';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { fillIn, type Locale } from '../identity/pages/locale';
import { absoluteLink, type MailBranding, type MailContent } from '../mail/templates/mail-content';

const messages = {
  en: {
    subject: 'You are invited to the staff of {org}',
    invited: '{inviter} invites you to join the staff of {org} as {role}.',
    account:
      'Open the link, then sign in with this e-mail address, or create an account with it if you have none.',
    link: 'Accept the invitation',
    expires: 'The link works once, until {date}.',
    ignore: 'Not expecting this? Ignore this e-mail: nothing changes.',
    owner: 'owner',
    manager: 'manager',
    auditor: 'auditor',
    support: 'support',
  },
  fr: {
    subject: '{org} : vous êtes invité à rejoindre l’équipe',
    invited: '{inviter} vous invite à rejoindre l’équipe comme {role}. Organisme : {org}.',
    account:
      'Ouvrez le lien, puis connectez-vous avec cette adresse courriel, ou créez un compte avec elle si vous n’en avez pas.',
    link: 'Accepter l’invitation',
    expires: 'Le lien sert une seule fois, jusqu’au {date}.',
    ignore: 'Vous ne l’attendiez pas? Ignorez ce courriel : rien ne change.',
    owner: 'propriétaire',
    manager: 'gestionnaire',
    auditor: 'vérificateur',
    support: 'soutien',
  },
} as const;

export interface InvitationMail {
  inviter: string;
  role: StaffRole;
  token: string;
  expiresAt: Date;
  /** The organization's zone (its game's): the end is read there, with the zone named. */
  timeZone: string;
}

/** The invitation: who invites, the role, the single-use link (its token after `#`, never logged). */
export function staffInvitationMail(
  invitation: InvitationMail,
  branding: MailBranding,
  locale: Locale,
): MailContent {
  const words = messages[locale];
  const href = absoluteLink(
    `${branding.origin}${staffPaths.invitation}#token=${encodeURIComponent(invitation.token)}`,
  );
  const date = formatGameTime(invitation.expiresAt, locale, { timeZone: invitation.timeZone });
  return {
    subject: fillIn(words.subject, { org: branding.name }),
    reason: 'invitation',
    blocks: [
      {
        paragraph: fillIn(words.invited, {
          inviter: invitation.inviter,
          org: branding.name,
          role: words[invitation.role],
        }),
      },
      { paragraph: words.account },
      { link: { label: words.link, href } },
      { paragraph: fillIn(words.expires, { date }) },
      { paragraph: words.ignore },
    ],
  };
}
