import { messagesEn, type Messages } from './messages-en';
import { messagesFr } from './messages-fr';

export type Locale = 'en' | 'fr';

/** ui_locales (space-separated, by preference) first, then Accept-Language; null: neither names one. */
export function namedLocaleOf(
  uiLocales: unknown,
  acceptLanguage: string | undefined,
): Locale | null {
  const preferences = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? ''),
  ];
  for (const tag of preferences) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fr' || language === 'en') return language;
  }
  return null;
}

/** ui_locales (space-separated, by preference) first, then Accept-Language, else English. */
export const pickLocale = (uiLocales: unknown, acceptLanguage: string | undefined): Locale =>
  namedLocaleOf(uiLocales, acceptLanguage) ?? 'en';

export type Translate = (key: keyof Messages, vars?: Record<string, string | number>) => string;

/** `{name}` (and i18next's `{{name}}`) placeholders filled in; an unknown one stays as written. */
export function fillIn(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (match, double?: string, single?: string) =>
    String(vars[double ?? single ?? ''] ?? match),
  );
}

export function translator(locale: Locale): Translate {
  const messages = locale === 'fr' ? messagesFr : messagesEn;
  return (key, vars) => fillIn(messages[key], vars);
}

/** A wait in words ("45 seconds", "15 minutes"; "45 secondes"), rounded up. */
export function waitText(locale: Locale, seconds: number): string {
  const [amount, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
