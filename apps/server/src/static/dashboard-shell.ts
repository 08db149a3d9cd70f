import { gameLogoUrl } from '@charity/domain/game-type';
import { formatMoney } from '@charity/domain/money-format';
import type { ShowcaseLanguage } from '@charity/domain/showcase/showcase-texts';
import { markup, type SafeHtml } from '../identity/pages/html';

/** The words of the app's dashboard (apps/web: menu.dashboard, pages.dashboard.pot, dashboard.game.estimate). */
const words = {
  en: {
    title: 'Dashboard',
    pot: 'Current pot',
    estimate: 'An estimate until sales close for this draw.',
  },
  fr: {
    title: 'Tableau de bord',
    pot: 'Cagnotte actuelle',
    estimate: "Une estimation jusqu'à la fermeture des ventes de ce tirage.",
  },
} satisfies Record<ShowcaseLanguage, Record<string, string>>;

/** The organization's current draw, as the dashboard's card shows it. */
export interface ShellGame {
  name: string;
  description: string | null;
  gameType: number;
  potCents: number;
}

/**
 * Issue 14: the dashboard as the server can draw it before any script runs, for anyone (the
 * player's own numbers need the player's token): the page's title and the current draw
 * (its logo, name, description and pot), in the places the app's screen puts them.
 */
export function dashboardShellHtml(game: ShellGame | null, language: ShowcaseLanguage): SafeHtml {
  const text = words[language];
  const card = game
    ? markup`<div class="dashboard-shell__game"><div class="dashboard-shell__head"><img class="dashboard-shell__logo" src="${gameLogoUrl('/cdn', game.gameType)}" alt="" width="72"><h2 class="dashboard-shell__name">${game.name}</h2></div>${
        game.description ? markup`<p class="dashboard-shell__text">${game.description}</p>` : ''
      }<p class="dashboard-shell__pot">${text.pot} <strong>${formatMoney(game.potCents, language)}</strong></p><p class="dashboard-shell__note">${text.estimate}</p></div>`
    : '';
  return markup`<main class="app-main"><section class="prerendered-page" aria-labelledby="prerendered-title"><h1 class="prerendered-page__title" id="prerendered-title">${text.title}</h1>${card}</section></main>`;
}
