import { z } from 'zod';
import { markdownText } from '../setup/markdown-text';
import { PLAYER_LANGUAGES } from './player-language';

/**
 * Issue 12, terms per language: `GET organization/tos/latest/byid/{id}?lang=fr` answers the
 * latest version in the player's language when the organization has it, else in its own;
 * `Language` says which, so the screen can note that the text is not in the player's language.
 */
export const termsLanguageQuerySchema = z.object({ lang: z.enum(PLAYER_LANGUAGES).optional() });

export const termsLanguageSchema = z.object({ Language: z.enum(PLAYER_LANGUAGES) });

/** The three texts of a version in one more language (the organization's set-up file). */
export const termsTextsSchema = z.strictObject({
  termsOfService: markdownText,
  gameRules: markdownText,
  privacyPolicy: markdownText,
});

/** Translations of the terms by language; the organization's own language is the main text. */
export const termsTranslationsSchema = z.strictObject({ fr: termsTextsSchema.optional() });
