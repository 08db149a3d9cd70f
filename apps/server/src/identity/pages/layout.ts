import { html, raw, type SafeHtml } from './html';
import type { Locale } from './locale';
import { pageStyles } from './page-styles';

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
  otherLanguage?: { href: string; label: string } | undefined;
}

export function layout(shell: PageShell, body: SafeHtml): string {
  const { branding } = shell;
  const title = branding ? `${shell.title} · ${branding.name}` : shell.title;
  return html`<!doctype html>
    <html lang="${shell.locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        ${branding ? html`<link rel="stylesheet" href="${branding.themeUrl}" />` : ''}
        <style>
          ${raw(pageStyles)}
        </style>
      </head>
      <body>
        <main>
          <div class="card">
            ${branding ? html`<img class="logo" src="${branding.logoUrl}" alt="${branding.name}" />` : ''}
            <h1>${shell.title}</h1>
            ${body}
          </div>
          ${shell.otherLanguage ? html`<p class="lang"><a href="${shell.otherLanguage.href}" lang="${shell.locale === 'fr' ? 'en' : 'fr'}">${shell.otherLanguage.label}</a></p>` : ''}
        </main>
      </body>
    </html>`.value;
}
