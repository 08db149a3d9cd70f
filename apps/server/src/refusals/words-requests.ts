import { fixed } from './refusal-words';

/** The error handler's own lines and the refusals any call can meet. */
export const requestWords = {
  'request.invalid': fixed('The request is not valid.', 'La demande n’est pas valide.'),
  'request.valueOutOfRange': fixed(
    'A value in the request is out of range or cannot be stored.',
    'Une valeur de la demande est hors limites ou ne peut pas être enregistrée.',
  ),
  'request.conflictsWithState': fixed(
    'The request conflicts with the current state; reload and try again.',
    'La demande ne correspond plus à l’état actuel : rechargez la page et réessayez.',
  ),
  'server.failed': fixed(
    'Something went wrong on our side. Please try again later.',
    'Un problème est survenu de notre côté. Veuillez réessayer plus tard.',
  ),
  'server.busy': fixed(
    'The server is busy. Please try again in a moment.',
    'Le serveur est occupé. Réessayez dans un instant.',
  ),
  'payment.idempotencyKeyMissing': fixed(
    'Send an Idempotency-Key header (8 to 200 letters, digits, . _ : -).',
    'Envoyez un en-tête Idempotency-Key (8 à 200 lettres, chiffres, . _ : -).',
  ),
  'payment.idempotencyKeyReused': fixed(
    'This Idempotency-Key was already used for a different request.',
    'Cette clé Idempotency-Key a déjà servi pour une autre demande.',
  ),
};
