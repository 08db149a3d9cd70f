import type { FieldProblem } from './field-rules';

/**
 * The words of the field rules, the same on the hosted pages and in the app (which reads them
 * as its `validation.*` texts). `{{count}}` as i18next writes it.
 */
export const fieldMessages: Record<'en' | 'fr', Record<FieldProblem['key'], string>> = {
  en: {
    required: 'This field is required.',
    tooShort: 'Use at least {{count}} characters.',
    tooLong: 'Use at most {{count}} characters.',
    email: 'Enter a valid email address, like name@example.com.',
    invalid: 'This value is not valid.',
    phone: 'Enter a 10-digit phone number, like (902) 555-0100.',
    unsafeText: 'Remove the special characters from this field.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    tooShort: 'Utilisez au moins {{count}} caractères.',
    tooLong: 'Utilisez au plus {{count}} caractères.',
    email: 'Entrez une adresse courriel valide, comme nom@exemple.com.',
    invalid: 'Cette valeur n’est pas valide.',
    phone: 'Entrez un numéro de téléphone à 10 chiffres, comme (902) 555-0100.',
    unsafeText: 'Retirez les caractères spéciaux de ce champ.',
  },
};

/** A field problem in words, outside i18next (the server's hosted pages). */
export function fieldMessage(locale: 'en' | 'fr', problem: FieldProblem): string {
  const text = fieldMessages[locale][problem.key];
  return 'count' in problem ? text.replace('{{count}}', String(problem.count)) : text;
}
