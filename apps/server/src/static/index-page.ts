import { chosenLanguage } from '../identity/pages/chosen-language';
import { showcaseTexts, type ShowcaseLanguage } from '@charity/domain/showcase/showcase-texts';
import { paths } from '@charity/domain/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cdnRootFor, organizationAssetUrls } from '../organizations/cdn-urls';
import { resolveOrganizationByHost } from '../organizations/host-resolver';
import type { Organization } from '../organizations/organization.repository';
import { loadShowcase } from '../showcase/showcase';
import { findCurrentGameInstance } from '../games/game-instance.repository';
import { dashboardShellHtml } from './dashboard-shell';
import { frontPageHtml, type FrontPageKind } from './front-page';
import { themeCss } from './theme-css';
import { organizationTexts } from '../translations/organization-texts';
import { markup, raw, type SafeHtml } from '../identity/pages/html';

type Texts = (typeof showcaseTexts)[ShowcaseLanguage];

/** The open pages that show the organization's front page before any script runs. */
function frontPageKind(
  pathname: string,
  texts: Texts,
  loginText: string | null,
): FrontPageKind | null {
  if (pathname === '/' || pathname === paths.login)
    return {
      title: texts.loginTitle,
      text: loginText,
      action: texts.signIn,
      actionHref: paths.login,
    };
  if (pathname === paths.game.intro)
    return {
      title: texts.introTitle,
      text: texts.introBody,
      action: texts.signIn,
      actionHref: paths.login,
    };
  return null;
}

/** The visitor's first language we speak, as the browser ranks them (the app does the same). */
export function preferredLanguage(acceptLanguage: string | undefined): ShowcaseLanguage {
  for (const range of (acceptLanguage ?? '').split(',')) {
    const tag = range.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return 'en';
}

function logoHeader(organization: Organization, name: string): SafeHtml {
  // A path of this origin: the same file the app's header shows, already in the cache then.
  const logo = organizationAssetUrls(cdnRootFor(''), organization).LogoUrl;
  return markup`<header class="app-header app-header--prerendered"><div class="app-header__brand"><img class="app-header__logo" src="${logo}" alt="${name}" width="40" height="40"></div></header>`;
}

/** The dashboard's title and current draw (dashboard-shell.ts). */
async function dashboardShell(
  app: FastifyInstance,
  organization: Organization,
  language: ShowcaseLanguage,
): Promise<SafeHtml> {
  const gameId = organization.current_game_id;
  const instance = gameId ? await findCurrentGameInstance(app.db, gameId, language) : undefined;
  const game = instance && {
    name: instance.name,
    description: instance.description,
    gameType: instance.game_type,
    potCents: instance.pot_total_cents,
  };
  return dashboardShellHtml(game ?? null, language);
}

/**
 * index.html for one visit: the organization's colours inline (no flash of the default
 * theme, no extra request), its name in the title, and on the front pages the pot, the
 * draw, the prices and the winners as plain HTML (issue 14).
 */
export async function renderIndexPage(
  app: FastifyInstance,
  request: FastifyRequest,
  template: string,
): Promise<string> {
  let organization: Organization;
  try {
    organization = await resolveOrganizationByHost(
      app.db,
      request.host,
      app.env.DEFAULT_ORGANIZATION,
    );
  } catch {
    return template;
  }
  const language = preferredLanguage(
    [chosenLanguage(request.headers), request.headers['accept-language']].filter(Boolean).join(','),
  );
  const own = organizationTexts(organization, language);
  // Replaced by functions: a replacement string would read `$&`, `$'` and `` $` `` in a name.
  const head = template
    .replace('<html lang="en">', () => markup`<html lang="${language}">`.value)
    .replace(/<title>[^<]*<\/title>/, () => markup`<title>${own.name}</title>`.value)
    .replace(
      '</head>',
      // themeCss writes `#rrggbb` colours only: nothing in it can close the style element.
      () =>
        markup`<style id="organization-theme-inline">${raw(themeCss(organization))}</style></head>`
          .value,
    );
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
  const texts = showcaseTexts[language];
  const kind = frontPageKind(pathname, texts, own.loginText);
  // Every other page shows the organization's header while its screen loads.
  let page: SafeHtml = raw('');
  if (kind) {
    const showcase = await loadShowcase(app.db, organization, language);
    page = frontPageHtml({ kind, showcase, texts, language, now: new Date() });
  } else if (pathname === paths.game.dashboard) {
    page = await dashboardShell(app, organization, language);
  }
  return head.replace(
    '<div id="root"></div>',
    () => markup`<div id="root">${logoHeader(organization, own.name)}${page}</div>`.value,
  );
}
