import { chosenLanguage } from './pages/chosen-language';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { allowInlineScript, AUTO_SUBMIT_SCRIPT, isFirstPartyLogout } from './logout-auto-submit';
import { html, raw } from './pages/html';
import { layout, type Branding } from './pages/layout';
import { pickLocale, translator, type Locale, type Translate } from './pages/locale';

// Outside the html template so that formatting never changes the hashed text.
const autoSubmitScript = raw(`<script>${AUTO_SUBMIT_SCRIPT}</script>`);

/** Branding for pages the provider renders itself (logout, errors): found by Host. */
export type BrandingLookup = (host: string, locale: Locale) => Promise<Branding | null>;

async function pageFor(ctx: KoaContextWithOIDC, brandingFor: BrandingLookup) {
  const asked = ctx.oidc?.params?.ui_locales;
  const locale: Locale = pickLocale(
    [asked, chosenLanguage({ cookie: ctx.get('cookie') })]
      .filter((tag) => typeof tag === 'string')
      .join(' '),
    ctx.get('accept-language'),
  );
  const branding = await brandingFor(ctx.host, locale).catch(() => null);
  return { locale, branding, t: translator(locale) };
}

function send(ctx: KoaContextWithOIDC, body: string) {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

export function providerPages(brandingFor: BrandingLookup) {
  const render = async (
    ctx: KoaContextWithOIDC,
    title: (t: Translate) => string,
    body: (t: Translate) => ReturnType<typeof html>,
  ) => {
    const { locale, branding, t } = await pageFor(ctx, brandingFor);
    send(ctx, layout({ locale, branding, title: title(t) }, body(t)));
  };

  return {
    /**
     * The provider's own form (hidden xsrf field) is submitted by our two buttons, or at once
     * when our own SPA asked with the signed-in account's ID token.
     */
    logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
      if (isFirstPartyLogout(ctx)) {
        allowInlineScript(ctx, AUTO_SUBMIT_SCRIPT);
        return render(
          ctx,
          (t) => t('logoutTitle'),
          (t) =>
            html`<p role="status">${t('signingOut')}</p>
              ${raw(form)}
              <input type="hidden" form="op.logoutForm" name="logout" value="yes" />
              <noscript>
                <button type="submit" form="op.logoutForm">${t('continue')}</button>
              </noscript>
              ${autoSubmitScript}`,
        );
      }
      return render(
        ctx,
        (t) => t('logoutTitle'),
        (t) =>
          html`<p>${t('logoutText')}</p>
            ${raw(form)}
            <button type="submit" form="op.logoutForm" name="logout" value="yes">
              ${t('logoutYes')}
            </button>
            <button type="submit" form="op.logoutForm" class="secondary">${t('logoutNo')}</button>`,
      );
    },
    postLogoutSuccessSource: (ctx: KoaContextWithOIDC) =>
      render(
        ctx,
        (t) => t('loggedOutTitle'),
        (t) =>
          html`<p>${t('loggedOutText')}</p>
            <a class="button" href="/">${t('openApp')}</a>`,
      ),
    renderError: (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) =>
      render(
        ctx,
        (t) => t('errorTitle'),
        (t) =>
          html`<p>${t('errorText')}</p>
            <p>
              <small
                >${out.error}${out.error_description ? `: ${out.error_description}` : ''}</small
              >
            </p>
            <a class="button" href="/">${t('openApp')}</a>`,
      ),
  };
}
