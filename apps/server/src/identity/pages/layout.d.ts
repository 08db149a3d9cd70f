import { type SafeHtml } from './html';
import type { Locale } from './locale';
export interface Branding {
  name: string;
  logoUrl: string;
  themeUrl: string;
}
export interface PageShell {
  locale: Locale;
  title: string;
  branding: Branding | null;
  /** The same page in the other language, when it can be offered. */
  otherLanguage?:
    | {
        href: string;
        label: string;
      }
    | undefined;
}
export declare function layout(shell: PageShell, body: SafeHtml): string;
