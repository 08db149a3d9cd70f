import { PASSWORD_MIN_LENGTH } from '@charity/domain/account-forms';
import type { PasswordProblem } from '../accounts/password-policy';
import { aboutId, fixed, frenchNumber, worded } from './refusal-words';

const PASSWORD_EN: Record<PasswordProblem, string> = {
  'too-short': `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  'too-long': 'The new password is too long.',
  common: 'The new password is too common and easy to guess.',
  'contains-email': 'The new password must not contain the e-mail address.',
};

const PASSWORD_FR: Record<PasswordProblem, string> = {
  'too-short': `Le nouveau mot de passe doit comporter au moins ${frenchNumber(PASSWORD_MIN_LENGTH)} caractères.`,
  'too-long': 'Le nouveau mot de passe est trop long.',
  common: 'Le nouveau mot de passe est trop courant et facile à deviner.',
  'contains-email': 'Le nouveau mot de passe ne doit pas contenir l’adresse courriel.',
};

/** The player's account, record, pledge and address, and who may reach them. */
export const accountWords = {
  'email.taken': fixed(
    'Another account already uses this e-mail address.',
    'Un autre compte utilise déjà cette adresse courriel.',
  ),
  'email.unchanged': fixed(
    'NewEmail is already the e-mail address of this account.',
    'C’est déjà l’adresse courriel de ce compte.',
  ),
  'email.notCurrent': fixed(
    'OldEmail is not the current e-mail address of this account.',
    'L’ancienne adresse n’est pas l’adresse courriel actuelle de ce compte.',
  ),
  'redirect.notThisSite': fixed(
    'RedirectUrl must be a page of this site.',
    'L’adresse de retour doit être une page de ce site.',
  ),
  'captcha.refused': fixed(
    'The captcha is missing, wrong or already used.',
    'Le captcha est manquant, erroné ou déjà utilisé.',
  ),
  'password.currentWrong': fixed(
    'The current password is incorrect.',
    'Le mot de passe actuel est incorrect.',
  ),
  'password.refused': worded(
    ({ problem }: { problem: PasswordProblem }) => PASSWORD_EN[problem],
    ({ problem }) => PASSWORD_FR[problem],
  ),
  'address.notCollected': fixed(
    'This organization does not collect addresses.',
    'Cet organisme ne recueille pas d’adresses.',
  ),
  'charity.notActive': aboutId(
    (id) => `Charity ${id} is not an active charity of this organization.`,
    (id) => `L’organisme de bienfaisance ${id} n’est pas actif dans cet organisme.`,
  ),
  'player.ownRecordOnly': fixed(
    'You can only reach your own player record.',
    'Vous ne pouvez consulter que votre propre dossier.',
  ),
  'account.otherOrganization': fixed(
    'This account belongs to another organization.',
    'Ce compte appartient à un autre organisme.',
  ),
  'player.notFound': aboutId(
    (id) => `Player ${id} does not exist.`,
    (id) => `Le joueur ${id} n’existe pas.`,
  ),
  'gameInstance.notFound': aboutId(
    (id) => `Game instance ${id} does not exist.`,
    (id) => `Le tirage ${id} n’existe pas.`,
  ),
  'staff.membersOnly': fixed(
    'Only a staff member of this organization may do this.',
    'Seul un membre du personnel de cet organisme peut faire cela.',
  ),
  'staff.roleRefused': fixed(
    'Your staff role does not allow this. Reload the page to see what you may do.',
    'Votre rôle ne permet pas cette action. Rechargez la page pour voir ce que vous pouvez faire.',
  ),
};
