import { z } from 'zod';

/** The languages of the app, its hosted pages and its mail. */
export const PLAYER_LANGUAGES = ['en', 'fr'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** PUT player/language: the language the player's mail is written in from now on. */
export const playerLanguageSchema = z.object({ Language: z.enum(PLAYER_LANGUAGES) }).strict();
export type PlayerLanguageBody = z.infer<typeof playerLanguageSchema>;
