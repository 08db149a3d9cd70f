import { type Messages } from './messages-en';
export type Locale = 'en' | 'fr';
/** ui_locales (space-separated, by preference) first, then Accept-Language. */
export declare function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale;
export type Translate = (key: keyof Messages, vars?: Record<string, string | number>) => string;
export declare function translator(locale: Locale): Translate;
