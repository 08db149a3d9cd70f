import { fieldMessages } from '@charity/domain/registration/field-messages';
import { EARLIEST_DATE, LATEST_DATE } from '@charity/domain/requests/bounded-date';
import { englishFieldWords, type FieldWords } from '@charity/domain/setup/field-words';
import { FIRST_YEAR, LAST_YEAR } from '@charity/domain/setup/instance-setup';
import { fixed, frenchMoney, frenchNumber, worded } from './refusal-words';

/** The French of domain setup/field-words.ts, kind for kind. */
function fieldWordsFr({ kind, n = 0, text = '' }: FieldWords): string {
  switch (kind) {
    case 'required':
      return 'Ce champ est obligatoire.';
    case 'wholeNumber':
      return 'Entrez un nombre entier.';
    case 'wholeNumberFrom':
      return `Entrez un nombre entier d’au moins ${frenchNumber(n)}.`;
    case 'wholeNumberAtMost':
      return `Entrez un nombre entier d’au plus ${frenchNumber(n)}.`;
    case 'amount':
      return 'Entrez un montant en dollars, comme 2,50.';
    case 'amountAtMost':
      return `Entrez un montant d’au plus ${frenchMoney(n)}.`;
    case 'tooLong':
      return `Utilisez au plus ${frenchNumber(n)} caractères.`;
    case 'tooFew':
      return `Donnez-en au moins ${frenchNumber(n)}.`;
    case 'tooMany':
      return `Donnez-en au plus ${frenchNumber(n)}.`;
    case 'choose':
      return 'Choisissez une des options.';
    case 'unknownFields':
      return `Retirez ce qui n’est pas accepté ici : ${text}.`;
    case 'invalid':
      return 'Cette valeur n’est pas valide.';
  }
}

/** A field the schema refused in the shared field words (the server keeps them on the issue). */
export const fieldWords = {
  'field.words': worded((words: FieldWords) => englishFieldWords(words), fieldWordsFr),
};

const { en, fr } = fieldMessages;

/**
 * A schema's own sentence for a field (a refine's message): zod hands over only the sentence,
 * so the error handler finds its key by the English (never a pattern: the sentence itself).
 */
export const schemaSentenceWords = {
  'field.required': fixed(en.required, fr.required),
  'field.invalid': fixed(en.invalid, fr.invalid),
  'field.unsafeText': fixed(en.unsafeText, fr.unsafeText),
  'field.email': fixed(en.email, fr.email),
  'field.phone': fixed(en.phone, fr.phone),
  'field.controlCharacters': fixed(
    'must not contain control characters',
    'ne doit pas contenir de caractères de contrôle',
  ),
  'field.dateBounds': fixed(
    `must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
    `doit être entre le ${EARLIEST_DATE} et le ${LATEST_DATE}`,
  ),
  'field.wallTime': fixed(
    'must be a date and time, YYYY-MM-DDTHH:MM',
    'doit être une date et une heure, AAAA-MM-JJTHH:MM',
  ),
  'field.realWallTime': fixed(
    'must be a real date and time',
    'doit être une date et une heure réelles',
  ),
  'field.wallTimeYears': fixed(
    `must be between the years ${FIRST_YEAR} and ${LAST_YEAR}`,
    `doit être entre les années ${FIRST_YEAR} et ${LAST_YEAR}`,
  ),
  'bundle.quantityMismatch': fixed(
    'Quantity must be the number of numbers in the bundle',
    'La quantité doit être le nombre de numéros du lot.',
  ),
};
