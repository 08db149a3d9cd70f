import { FIELD_WORDS_FR } from '@charity/domain/setup/field-words';

/**
 * The French of every refusal a player or staff member can read on a screen, by its English
 * template. `{n}` is a whole number (written the French way: 500 000), `{ns}` a list of them,
 * `{money}` an amount ($1,234.00 becomes 1 234,00 $), `{text}` anything, kept as it is.
 * A message not listed here is answered as the server wrote it.
 */
export const REFUSAL_WORDS_FR: readonly (readonly [english: string, french: string])[] = [
  // The error handler's own lines.
  ['The request is not valid.', 'La demande n’est pas valide.'],
  [
    'A value in the request is out of range or cannot be stored.',
    'Une valeur de la demande est hors limites ou ne peut pas être enregistrée.',
  ],
  [
    'The request conflicts with the current state; reload and try again.',
    'La demande ne correspond plus à l’état actuel : rechargez la page et réessayez.',
  ],
  [
    'Something went wrong on our side. Please try again later.',
    'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  ],
  [
    'The server is busy. Please try again in a moment.',
    'Le serveur est occupé. Réessayez dans un instant.',
  ],
  // Get numbers, purchase, assign.
  ['Ask for at least one number.', 'Demandez au moins un numéro.'],
  ['A number is asked for twice.', 'Un numéro est demandé deux fois.'],
  [
    'More specific numbers than the quantity asked for.',
    'Plus de numéros précis que la quantité demandée.',
  ],
  ['Numbers go from 1 to {n}.', 'Les numéros vont de 1 à {n}.'],
  [
    'A player may hold at most {n} numbers; you can get {n} more.',
    'Un joueur peut détenir au plus {n} numéros ; vous pouvez en obtenir encore {n}.',
  ],
  ['Already taken: {ns}. Choose other numbers.', 'Déjà pris : {ns}. Choisissez d’autres numéros.'],
  [
    'Fewer free numbers are left than you asked for.',
    'Il reste moins de numéros libres que demandé.',
  ],
  [
    'Not enough free numbers are left in this game.',
    'Il ne reste pas assez de numéros libres dans ce jeu.',
  ],
  [
    'Too many players are buying right now: please try again.',
    'Trop de joueurs achètent en ce moment : veuillez réessayer.',
  ],
  [
    'These numbers are already played (or being paid) for this draw.',
    'Ces numéros sont déjà joués (ou en cours de paiement) pour ce tirage.',
  ],
  [
    'No game has started yet for this organization.',
    'Aucun jeu n’a encore commencé pour cet organisme.',
  ],
  [
    'Sales are closed for this draw: no payment is accepted.',
    'Les ventes sont fermées pour ce tirage : aucun paiement n’est accepté.',
  ],
  [
    'Your location must be verified inside the game region before you buy or play numbers.',
    'Votre position doit être vérifiée dans la région du jeu avant d’acheter ou de jouer des numéros.',
  ],
  [
    'The bundle {text} is not on sale for this draw. Bundles on sale: {text}.',
    'Le lot {text} n’est pas en vente pour ce tirage. Lots en vente : {text}.',
  ],
  [
    'Quantity must be the number of numbers in the bundle',
    'La quantité doit être le nombre de numéros du lot.',
  ],
  // Who may pay.
  [
    'Agree to the latest terms of service first.',
    'Acceptez d’abord les dernières conditions d’utilisation.',
  ],
  [
    'Pledge your support to a charity first.',
    'Choisissez d’abord un organisme de bienfaisance à appuyer.',
  ],
  ['Verify your e-mail address first.', 'Confirmez d’abord votre adresse courriel.'],
  ['Your date of birth is needed to play.', 'Votre date de naissance est nécessaire pour jouer.'],
  ['Players must be at least {n} years old.', 'Les joueurs doivent avoir au moins {n} ans.'],
  [
    'Newer terms of service have been published: read and agree to those.',
    'De nouvelles conditions d’utilisation ont été publiées : lisez-les et acceptez-les.',
  ],
  // Payment.
  [
    'Send an Idempotency-Key header (8 to 200 letters, digits, . _ : -).',
    'Envoyez un en-tête Idempotency-Key (8 à 200 lettres, chiffres, . _ : -).',
  ],
  [
    'This Idempotency-Key was already used for a different request.',
    'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
  ],
  [
    'The sandbox only accepts test cards, e.g. 4242 4242 4242 4242.',
    'Le bac à sable n’accepte que les cartes de test, p. ex. 4242 4242 4242 4242.',
  ],
  ['This card has expired.', 'Cette carte est expirée.'],
  ['This card token is unknown to the sandbox.', 'Ce jeton de carte est inconnu du bac à sable.'],
  ['Only cards can be saved.', 'Seules les cartes peuvent être enregistrées.'],
  ['This card belongs to another customer.', 'Cette carte appartient à un autre client.'],
  ['Unknown card token.', 'Jeton de carte inconnu.'],
  ['The card was declined.', 'La carte a été refusée.'],
  ['The card was not confirmed.', 'La carte n’a pas été confirmée.'],
  [
    'Your card was declined. Please use another card.',
    'Votre carte a été refusée. Veuillez utiliser une autre carte.',
  ],
  [
    'Your card has insufficient funds. Please use another card.',
    'Les fonds de votre carte sont insuffisants. Veuillez utiliser une autre carte.',
  ],
  [
    'Your bank asked to confirm this payment. Please pay again by hand.',
    'Votre banque a demandé de confirmer ce paiement. Veuillez payer de nouveau vous-même.',
  ],
  [
    'Your card has expired. Please use another card.',
    'Votre carte est expirée. Veuillez utiliser une autre carte.',
  ],
  [
    "Your card's security code is incorrect. Check it and try again.",
    'Le code de sécurité de votre carte est incorrect. Vérifiez-le et réessayez.',
  ],
  [
    'The payment could not be processed. Please try again.',
    'Le paiement n’a pas pu être traité. Veuillez réessayer.',
  ],
  [
    "You cancelled this payment at your bank's check. Nothing was charged.",
    'Vous avez annulé ce paiement à la vérification de votre banque. Rien n’a été débité.',
  ],
  [
    'This payment was cancelled when you excluded yourself from play. Nothing was charged.',
    'Ce paiement a été annulé quand vous vous êtes exclu du jeu. Rien n’a été débité.',
  ],
  [
    'This payment is no longer waiting for your approval: it cannot be cancelled.',
    'Ce paiement n’attend plus votre approbation : il ne peut pas être annulé.',
  ],
  ['Payment {text} does not exist.', 'Le paiement {text} n’existe pas.'],
  ['Saved card {text} does not exist.', 'La carte enregistrée {text} n’existe pas.'],
  ['No receipt for payment {text}.', 'Aucun reçu pour le paiement {text}.'],
  [
    'At most {n} receipts an hour can be sent again. Try later.',
    'Au plus {n} reçus par heure peuvent être renvoyés. Réessayez plus tard.',
  ],
  // Several draws at once, auto-play.
  [
    'This game does not take payment for several draws at once.',
    'Ce jeu n’accepte pas de paiement pour plusieurs tirages à la fois.',
  ],
  [
    'This game takes payment for 2 to {n} draws at once.',
    'Ce jeu accepte un paiement pour 2 à {n} tirages à la fois.',
  ],
  [
    'Nothing left to refund: every draw of this prepayment has opened or was refunded.',
    'Rien à rembourser : chaque tirage de ce prépaiement est ouvert ou a été remboursé.',
  ],
  [
    'The ticket price changes from the next draw: pay for this draw alone, or prepay once it is drawn.',
    'Le prix du billet change à partir du prochain tirage : payez ce tirage seul, ou payez d’avance une fois qu’il est tiré.',
  ],
  [
    'Save a card first: subscriptions are charged to a saved card.',
    'Enregistrez d’abord une carte : le jeu automatique est facturé à une carte enregistrée.',
  ],
  [
    'Subscriptions are not offered for this game.',
    'Le jeu automatique n’est pas offert pour ce jeu.',
  ],
  ['Number group {text} does not exist.', 'Le groupe de numéros {text} n’existe pas.'],
  // Account.
  [
    'Another account already uses this e-mail address.',
    'Un autre compte utilise déjà cette adresse courriel.',
  ],
  [
    'NewEmail is already the e-mail address of this account.',
    'C’est déjà l’adresse courriel de ce compte.',
  ],
  [
    'OldEmail is not the current e-mail address of this account.',
    'L’ancienne adresse n’est pas l’adresse courriel actuelle de ce compte.',
  ],
  [
    'RedirectUrl must be a page of this site.',
    'L’adresse de retour doit être une page de ce site.',
  ],
  [
    'The captcha is missing, wrong or already used.',
    'Le captcha est manquant, erroné ou déjà utilisé.',
  ],
  ['The current password is incorrect.', 'Le mot de passe actuel est incorrect.'],
  [
    'The new password must have at least {n} characters.',
    'Le nouveau mot de passe doit comporter au moins {n} caractères.',
  ],
  ['The new password is too long.', 'Le nouveau mot de passe est trop long.'],
  [
    'The new password is too common and easy to guess.',
    'Le nouveau mot de passe est trop courant et facile à deviner.',
  ],
  [
    'The new password must not contain the e-mail address.',
    'Le nouveau mot de passe ne doit pas contenir l’adresse courriel.',
  ],
  ['This organization does not collect addresses.', 'Cet organisme ne recueille pas d’adresses.'],
  [
    'Charity {text} is not an active charity of this organization.',
    'L’organisme de bienfaisance {text} n’est pas actif dans cet organisme.',
  ],
  [
    'You are already excluded; an exclusion cannot be changed.',
    'Vous êtes déjà exclu ; une exclusion ne peut pas être modifiée.',
  ],
  [
    'Your self-exclusion has not ended: it cannot be lifted early.',
    'Votre exclusion volontaire n’a pas pris fin : elle ne peut pas être levée plus tôt.',
  ],
  [
    'While you are excluded from play you can only lower a spending limit.',
    'Pendant votre exclusion du jeu, vous pouvez seulement baisser une limite de dépenses.',
  ],
  [
    'You can only reach your own player record.',
    'Vous ne pouvez consulter que votre propre dossier.',
  ],
  ['This account belongs to another organization.', 'Ce compte appartient à un autre organisme.'],
  ['Player {text} does not exist.', 'Le joueur {text} n’existe pas.'],
  ['Game instance {text} does not exist.', 'Le tirage {text} n’existe pas.'],
  // Staff screens a player-facing team also reads (financial return).
  [
    'Only a staff member of this organization may do this.',
    'Seul un membre du personnel de cet organisme peut faire cela.',
  ],
  [
    'Your staff role does not allow this. Reload the page to see what you may do.',
    'Votre rôle ne permet pas cette action. Rechargez la page pour voir ce que vous pouvez faire.',
  ],
  // The staff team (/admin/staff).
  [
    'This person is no longer a staff member here. Reload the page.',
    'Cette personne ne fait plus partie de l’équipe. Rechargez la page.',
  ],
  [
    'This invitation is no longer waiting: it was withdrawn or accepted. Reload the page.',
    'Cette invitation n’est plus en attente : elle a été retirée ou acceptée. Rechargez la page.',
  ],
  [
    'The last owner cannot be removed or demoted: make another member owner first.',
    'Le dernier propriétaire ne peut pas être retiré ni changer de rôle : nommez d’abord un autre propriétaire.',
  ],
  ['No one can raise their own role.', 'Personne ne peut augmenter son propre rôle.'],
  ['{text} is already a staff member.', '{text} fait déjà partie de l’équipe.'],
  ['An invitation to {text} is already waiting.', 'Une invitation à {text} est déjà en attente.'],
  // The console's price bundles (issue 27).
  [
    'These bundles cannot go on sale beside the single price.',
    'Ces forfaits ne peuvent pas être mis en vente à côté du prix à l’unité.',
  ],
  [
    'One number is sold at the single price ({money}): a bundle has 2 numbers or more.',
    'Un numéro se vend au prix à l’unité ({money}) : un forfait compte au moins 2 numéros.',
  ],
  [
    'A bundle must cost less than its numbers at the single price: {n} numbers cost {money} one by one.',
    'Un forfait doit coûter moins cher que ses numéros au prix à l’unité : {n} numéros coûtent {money} à l’unité.',
  ],
  // An extra draw's fixed prize above the pot: accepted, pointed out (issue 27).
  [
    'The fixed prize ({money}) is more than the pot so far ({money}): the charity pays it in full, even if sales stay low.',
    'Le prix fixe ({money}) dépasse la cagnotte actuelle ({money}) : l’organisme le paie en entier, même si les ventes restent faibles.',
  ],
  // Every field a schema refuses without words of its own (domain setup/field-words.ts).
  ...FIELD_WORDS_FR,
  // Field rules that the schemas word themselves.
  ['must not contain control characters', 'ne doit pas contenir de caractères de contrôle'],
  ['must be between {text} and {text}', 'doit être entre le {text} et le {text}'],
  ['This field is required.', 'Ce champ est obligatoire.'],
  ['This value is not valid.', 'Cette valeur n’est pas valide.'],
  [
    'Remove the special characters from this field.',
    'Retirez les caractères spéciaux de ce champ.',
  ],
];
