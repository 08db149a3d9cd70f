import { fixed, worded } from './refusal-words';

interface Address {
  email: string;
}

/** The owner's staff page (/admin/staff): refusals without ids, in words (issue 27). */
export const staffWords = {
  'staff.noLongerMember': fixed(
    'This person is no longer a staff member here. Reload the page.',
    'Cette personne ne fait plus partie de l’équipe. Rechargez la page.',
  ),
  'staff.invitationNoLongerWaiting': fixed(
    'This invitation is no longer waiting: it was withdrawn or accepted. Reload the page.',
    'Cette invitation n’est plus en attente : elle a été retirée ou acceptée. Rechargez la page.',
  ),
  'staff.lastOwner': fixed(
    'The last owner cannot be removed or demoted: make another member owner first.',
    'Le dernier propriétaire ne peut pas être retiré ni changer de rôle : nommez d’abord un autre propriétaire.',
  ),
  'staff.ownRoleRaise': fixed(
    'No one can raise their own role.',
    'Personne ne peut augmenter son propre rôle.',
  ),
  'staff.alreadyMember': worded(
    ({ email }: Address) => `${email} is already a staff member.`,
    ({ email }) => `${email} fait déjà partie de l’équipe.`,
  ),
  'staff.invitationWaiting': worded(
    ({ email }: Address) => `An invitation to ${email} is already waiting.`,
    ({ email }) => `Une invitation à ${email} est déjà en attente.`,
  ),
  // The invitation's link (the page and its acceptance): nothing of the invitation itself.
  'staff.invitationInvalid': fixed(
    'This invitation link is not valid for this site.',
    'Ce lien d’invitation n’est pas valide pour ce site.',
  ),
  'staff.invitationAccepted': fixed(
    'This invitation was already accepted.',
    'Cette invitation a déjà été acceptée.',
  ),
  'staff.invitationWithdrawn': fixed(
    'This invitation was withdrawn.',
    'Cette invitation a été retirée.',
  ),
  'staff.invitationExpired': fixed(
    'This invitation has expired: ask the owner for a new one.',
    'Cette invitation a expiré : demandez-en une nouvelle au propriétaire.',
  ),
  'staff.invitationOtherAddress': fixed(
    'This invitation was sent to another e-mail address: sign in with that address.',
    'Cette invitation a été envoyée à une autre adresse courriel : connectez-vous avec celle-ci.',
  ),
  'staff.alreadyStaff': fixed(
    'You are already a staff member.',
    'Vous faites déjà partie de l’équipe.',
  ),
  'prizeClaim.paidOnFuture': worded(
    ({ today }: { today: string }) =>
      `The payment date cannot be later than today (${today} in the time zone of the game).`,
    ({ today }) =>
      `La date du paiement ne peut pas être postérieure à aujourd’hui (${today} dans le fuseau horaire du jeu).`,
  ),
  'prizeClaim.paidOnBeforeDraw': worded(
    ({ drawnOn }: { drawnOn: string }) =>
      `The payment date cannot be before the day the prize was drawn (${drawnOn}).`,
    ({ drawnOn }) =>
      `La date du paiement ne peut pas précéder le jour du tirage du prix (${drawnOn}).`,
  ),
  'prizePaid.stepsFirst': fixed(
    "Record the winner's contact and identity check first, on the draw page.",
    'Enregistrez d’abord le contact avec la personne gagnante et la vérification de son identité, sur la page du tirage.',
  ),
};
