import type { Showcase } from '@charity/domain/api/showcase';
import { formatMoney } from '@charity/domain/money-format';
import {
  countdown,
  formatCountdown,
  formatDayInZone,
  formatInZone,
} from '@charity/domain/showcase/countdown';
import { fill, type ShowcaseTexts } from '@charity/domain/showcase/showcase-texts';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

function actionHtml({ kind, texts }: FrontPage): string {
  return (
    `<div class="showcase__play-row"><a class="showcase__play" href="${kind.actionHref}">` +
    `${escapeHtml(kind.action)}</a></div>` +
    // Shown only where scripts are off (showcase.css, the `scripting` media feature).
    `<p class="showcase__note showcase__no-js">${escapeHtml(texts.noScript)}</p>`
  );
}

function gameHtml(page: FrontPage): string {
  const { showcase, texts, language, now } = page;
  const game = showcase.CurrentGame;
  if (!game) return `<p class="showcase__note">${escapeHtml(texts.noGame)}</p>${actionHtml(page)}`;
  const closed = game.Status !== 'Open' || new Date(game.SalesCloseAt) <= now;
  const left = formatCountdown(countdown(new Date(game.DrawAt), now), texts.units);
  return [
    `<div class="showcase__pot">`,
    `<p class="showcase__label" id="showcase-pot-label">${escapeHtml(texts.potLabel)}</p>`,
    `<p class="showcase__amount" data-testid="showcase-pot">${formatMoney(game.PotTotal, language)}</p>`,
    `<p class="showcase__note">${escapeHtml(closed ? texts.final : texts.estimate)}</p>`,
    `</div>`,
    `<dl class="showcase__facts">`,
    `<div><dt>${escapeHtml(texts.drawLabel)}</dt><dd><time datetime="${game.DrawAt}">`,
    `${escapeHtml(formatInZone(game.DrawAt, game.TimeZone, language))}</time></dd></div>`,
    `<div><dt>${escapeHtml(texts.countdownLabel)}</dt><dd class="showcase__countdown"`,
    ` data-testid="showcase-countdown">${escapeHtml(closed ? texts.salesClosed : left)}</dd></div>`,
    `<div><dt>${escapeHtml(texts.priceLabel)}</dt><dd data-testid="showcase-price">`,
    `${escapeHtml(fill(texts.price, { price: formatMoney(game.TicketPrice, language) }))}</dd></div>`,
    `</dl>`,
    actionHtml(page),
  ].join('');
}

function listsHtml({ showcase, texts, language }: FrontPage): string {
  const zone = showcase.CurrentGame?.TimeZone ?? 'UTC';
  const winners = showcase.LastWinners.map(
    (winner) =>
      `<li><span>${escapeHtml(fill(texts.winner, { name: winner.DisplayName, number: winner.WinningNumber }))}</span>` +
      ` <strong>${formatMoney(winner.Prize, language)}</strong>` +
      ` <time class="showcase__aside" datetime="${winner.DrawnOn}">${escapeHtml(formatDayInZone(winner.DrawnOn, zone, language))}</time></li>`,
  );
  const charities = showcase.Charities.map(
    (charity) =>
      `<li>${escapeHtml(charity.Name)} <span class="showcase__aside">${escapeHtml(charity.Category)}</span></li>`,
  );
  return [
    `<h2 class="showcase__heading">${escapeHtml(texts.winnersTitle)}</h2>`,
    winners.length > 0
      ? `<ul class="showcase__list" data-testid="showcase-winners">${winners.join('')}</ul>`
      : `<p class="showcase__note">${escapeHtml(texts.noWinners)}</p>`,
    `<h2 class="showcase__heading">${escapeHtml(texts.charitiesTitle)}</h2>`,
    `<ul class="showcase__list">${charities.join('')}</ul>`,
  ].join('');
}

/**
 * The organization's public page as plain HTML, put into index.html by the server: it is
 * what a visitor sees before the app's scripts run, and all a visitor without JavaScript
 * gets. The web app's Showcase renders the same markup and classes.
 */
export function frontPageHtml(page: FrontPage): string {
  const { kind, showcase } = page;
  return [
    `<main class="app-main"><section class="prerendered-page" aria-labelledby="prerendered-title">`,
    `<h1 class="prerendered-page__title" id="prerendered-title">${escapeHtml(kind.title)}</h1>`,
    kind.text ? `<p class="prerendered-page__text">${escapeHtml(kind.text)}</p>` : '',
    `<section class="showcase" aria-label="${escapeHtml(showcase.OrganizationName)}">`,
    `<p class="showcase__org">${escapeHtml(showcase.OrganizationName)}</p>`,
    gameHtml(page),
    listsHtml(page),
    `</section></section></main>`,
  ].join('');
}
