import type { Showcase } from '@charity/domain/api/showcase';
import { formatMoney } from '@charity/domain/money-format';
import {
  countdown,
  formatCountdown,
  formatDayInZone,
  formatInZone,
} from '@charity/domain/showcase/countdown';
import { fill, resultLine, type ShowcaseTexts } from '@charity/domain/showcase/showcase-texts';
import { markup, type SafeHtml } from '../identity/pages/html';

/** Which open page: its title, its text and where its call to play leads. */
export interface FrontPageKind {
  title: string;
  text: string | null;
  action: string;
  actionHref: string;
}

interface FrontPage {
  kind: FrontPageKind;
  showcase: Showcase;
  texts: ShowcaseTexts;
  language: string;
  now: Date;
}

function actionHtml({ kind, texts }: FrontPage): SafeHtml {
  return markup`<div class="showcase__play-row"><a class="showcase__play" href="${kind.actionHref}">${kind.action}</a></div>${
    // Shown only where scripts are off (showcase.css, the `scripting` media feature).
    markup`<p class="showcase__note showcase__no-js">${texts.noScript}</p>`
  }`;
}

function gameHtml(page: FrontPage): SafeHtml {
  const { showcase, texts, language, now } = page;
  const game = showcase.CurrentGame;
  if (!game) return markup`<p class="showcase__note">${texts.noGame}</p>${actionHtml(page)}`;
  const closed = game.Status !== 'Open' || new Date(game.SalesCloseAt) <= now;
  const left = formatCountdown(countdown(new Date(game.DrawAt), now), texts.units);
  const price = fill(texts.price, { price: formatMoney(game.TicketPrice, language) });
  return markup`<div class="showcase__pot"><p class="showcase__label" id="showcase-pot-label">${texts.potLabel}</p><p class="showcase__amount" data-testid="showcase-pot">${formatMoney(game.PotTotal, language)}</p><p class="showcase__note">${closed ? texts.final : texts.estimate}</p></div><dl class="showcase__facts"><div><dt>${texts.drawLabel}</dt><dd><time datetime="${game.DrawAt}">${formatInZone(game.DrawAt, game.TimeZone, language)}</time></dd></div><div><dt>${texts.countdownLabel}</dt><dd class="showcase__countdown" data-testid="showcase-countdown">${closed ? texts.salesClosed : left}</dd></div><div><dt>${texts.priceLabel}</dt><dd data-testid="showcase-price">${price}</dd></div></dl>${actionHtml(page)}`;
}

function listsHtml({ showcase, texts, language }: FrontPage): SafeHtml {
  const zone = showcase.CurrentGame?.TimeZone ?? 'UTC';
  const winners = showcase.LastWinners.map(
    (winner) =>
      markup`<li><span>${resultLine(texts, winner)}</span> <strong>${formatMoney(winner.Prize, language)}</strong> <time class="showcase__aside" datetime="${winner.DrawnOn}">${formatDayInZone(winner.DrawnOn, zone, language)}</time></li>`,
  );
  const charities = showcase.Charities.map(
    (charity) =>
      markup`<li>${charity.Name} <span class="showcase__aside">${charity.Category}</span></li>`,
  );
  return markup`<h2 class="showcase__heading">${texts.winnersTitle}</h2>${
    winners.length > 0
      ? markup`<ul class="showcase__list" data-testid="showcase-winners">${winners}</ul>`
      : markup`<p class="showcase__note">${texts.noWinners}</p>`
  }<h2 class="showcase__heading">${texts.charitiesTitle}</h2><ul class="showcase__list">${charities}</ul>`;
}

/**
 * The organization's public page as plain HTML, put into index.html by the server: it is
 * what a visitor sees before the app's scripts run, and all a visitor without JavaScript
 * gets. The web app's Showcase renders the same markup and classes. Every value is escaped
 * by the tag (decision 0018).
 */
export function frontPageHtml(page: FrontPage): SafeHtml {
  const { kind, showcase } = page;
  return markup`<main class="app-main"><section class="prerendered-page" aria-labelledby="prerendered-title"><h1 class="prerendered-page__title" id="prerendered-title">${kind.title}</h1>${
    kind.text ? markup`<p class="prerendered-page__text">${kind.text}</p>` : ''
  }<section class="showcase" aria-label="${showcase.OrganizationName}"><p class="showcase__org">${showcase.OrganizationName}</p>${gameHtml(page)}${listsHtml(page)}</section></section></main>`;
}
