import type { Browser, Locator, Page } from '@playwright/test';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatMoney } from '@charity/domain/money-format';
import { formatGameTime } from '@charity/domain/game-time-format';
import { wallTimeOf } from '@charity/domain/setup/wall-time';
import { instantOfWallTime } from '@charity/domain/setup/wall-time-instant';
import { expect, orgUrl, PHONE, screenshot, test } from './fixtures';
import { fillRegistrationForm, mailedLink, newPlayer, uniqueEmail } from './identity-flows';
import { assignNumbers, fillCard, newEmail, registerNewPlayer } from './new-player';
import { expectNothingClipped } from './screen-check';
import { demoAccounts, signIn, signInAgainAsStaff } from './sign-in';
import { JOURNEY_WORDS, type Language, type Words } from './staff-journey-words';

/**
 * Issue 27, done when 1: a new owner invites a manager; the manager adds a game with bundles and
 * a schedule, an early bird and French texts, opens the season, extends sales on draw night,
 * runs the draw, checks its verification and records the prize paid; the owner produces the
 * licence's financial return. At 1280 px, once in English (`journey`) and once in French
 * (`parcours`, the language chosen in the console as a user does), each in its own organization
 * that starts with no game; then the manager's phone screens (support, draw, reports) at 360 px.
 */
const DESKTOP = { width: 1280, height: 900 };
const ZONE = 'America/Halifax';
const HOUR = 3_600_000;
const PRICE = 200;
const BUNDLE = { numbers: 3, cents: 500 };
const SHARE = 50;
const EXPENSE = 125;
// A step that cannot be taken fails in seconds, not at the test's end.
test.use({ viewport: DESKTOP, actionTimeout: 30_000 });
// Three people sign in through the hosted pages, a player registers and pays: slow when busy.
test.describe.configure({ timeout: 420_000 });

interface Journey {
  org: 'journey' | 'parcours';
  language: Language;
  w: Words;
  money: (cents: number) => string;
  at: (ms: number) => string;
  shot: (page: Page, name: string, at?: Locator) => Promise<void>;
}

const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'staff');

/**
 * STAFF_SCREENSHOTS=1 also writes the screen into docs/staff (docs/staff.md) as the window
 * shows it, scrolled to `at` when given: console-<language>-<name>.png (360-<name> on the phone).
 */
async function docShot(page: Page, language: Language, name: string, at?: Locator) {
  if (!process.env.STAFF_SCREENSHOTS) return;
  if (at) {
    // Below the sticky header, not under it.
    await at.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -96);
    });
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await mkdir(DOCS, { recursive: true });
  await page.screenshot({ path: join(DOCS, `console-${language}-${name}.png`) });
}

const journeyOf = (org: Journey['org'], language: Language): Journey => ({
  org,
  language,
  w: JOURNEY_WORDS[language],
  money: (cents) => formatMoney(cents, language),
  at: (ms) => wallTimeOf(new Date(ms).toISOString(), ZONE),
  shot: async (page, name, at) => {
    await screenshot(page, `staff-journey-${language}-${name}`);
    await docShot(page, language, name, at);
  },
});

/** An amount as the page shows it, whatever space (no-break or not) French puts in it. */
const amount = (text: string) =>
  new RegExp(text.replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]').replace('$', '\\$'));

async function toFrench(page: Page) {
  await page.getByRole('button', { name: 'Français' }).click();
  // The choice is saved before the next page is opened.
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible({ timeout: 15_000 });
}

async function open(page: Page, j: Journey, path: string, heading: string) {
  await page.goto(orgUrl(j.org, path));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 20_000,
  });
}

/** The owner, signed in for the first time, invites the manager by e-mail. */
async function ownerInvitesManager(owner: Page, j: Journey): Promise<string> {
  const email = uniqueEmail('manager', j.org);
  await signIn(owner, j.org, demoAccounts.admin(j.org));
  await expect(owner).toHaveURL(/\/admin\/games$/);
  if (j.language === 'fr') await toFrench(owner);
  await open(owner, j, '/admin/staff', j.w.staff.title);
  const form = owner.getByRole('form', { name: j.w.staff.invite });
  await form.getByLabel(j.w.staff.email).fill(email);
  await form.getByLabel(j.w.staff.role).selectOption('manager');
  await form.getByRole('button', { name: j.w.staff.send }).click();
  await expect(owner.getByText(j.w.staff.sent(email))).toBeVisible();
  const waiting = owner.getByRole('table', { name: j.w.staff.waiting });
  await expect(waiting.getByRole('row', { name: new RegExp(email) })).toHaveCount(1);
  await j.shot(owner, 'staff', form);
  return email;
}

/** The invited manager signs up with the mailed address, accepts and lands on the console. */
async function managerAccepts(browser: Browser, j: Journey, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const manager = await context.newPage();
  const link = manager.locator('article a').filter({ hasText: /\/staff\/invitation#token=/ });
  // The outbox sends in the background: the mailbox is read again until the mail is there.
  await expect(async () => {
    await manager.goto(orgUrl(j.org, `/dev/mailbox?to=${encodeURIComponent(email)}`));
    await expect(link.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The mail is in the owner's console language.
  await expect(manager.locator('article').first()).toContainText(j.w.staff.mailSays);
  const href = new URL((await link.first().getAttribute('href')) ?? '');
  // From the invitation, a new account; the verification link, opened in another tab as from
  // a mail client, comes back to the invitation (issue 27: it said the link was missing).
  await manager.goto(orgUrl(j.org, `${href.pathname}${href.hash}`));
  await manager.getByRole('button', { name: 'Create an account' }).click();
  await fillRegistrationForm(manager, newPlayer(j.org, { email }));
  await manager.getByRole('button', { name: 'Create account' }).click();
  await expect(manager.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const verification = await mailedLink(manager, j.org, email, /\/verify-email\?/);
  const tab = await context.newPage();
  await tab.goto(verification);
  await expect(tab).toHaveURL(/\/staff\/invitation$/, { timeout: 15_000 });
  await tab.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(tab.getByText('You joined the staff as a manager.')).toBeVisible();
  await manager.close();
  await signInAgainAsStaff(tab, { email, password: newPlayer(j.org).password });
  await expect(tab).toHaveURL(/\/admin\/games$/);
  if (j.language === 'fr') await toFrench(tab);
  await expect(tab.getByRole('heading', { level: 1, name: j.w.games.title })).toBeVisible({
    timeout: 15_000,
  });
  return tab;
}

/** The game, in English and French, a manual 50/50 drawn on Fridays at 8 PM, with a bundle. */
async function addGame(manager: Page, j: Journey) {
  const { games } = j.w;
  await manager.getByRole('button', { name: games.add }).click();
  const form = manager.getByRole('form', { name: games.add });
  await form.getByLabel(games.nameEn, { exact: true }).fill('Harbour 50/50');
  await form
    .getByLabel(games.descriptionEn, { exact: true })
    .fill('Half of each draw goes to the winner.');
  await form.getByLabel(games.nameFr, { exact: true }).fill('50/50 du port');
  await form
    .getByLabel(games.descriptionFr, { exact: true })
    .fill('La moitié de chaque tirage va au gagnant.');
  await form.getByLabel(games.type, { exact: true }).selectOption('ProgressiveFiftyFifty');
  await form.getByLabel(games.price, { exact: true }).fill(j.language === 'fr' ? '2,00' : '2.00');
  await form.getByLabel(games.share, { exact: true }).fill(String(SHARE));
  await form.getByLabel(games.range, { exact: true }).fill('1000');
  await expect(form.getByRole('switch', { name: games.manual })).toBeChecked();
  await form.getByLabel(games.weekday, { exact: true }).selectOption('5');
  await form.getByRole('textbox', { name: games.drawTime, exact: true }).fill('20:00');
  await expect(form.getByLabel(games.zone, { exact: true })).toHaveValue(ZONE);
  await j.shot(manager, 'game-form', form);
  await form.getByRole('button', { name: games.create }).click();
  await expect(manager.getByRole('status', { name: games.added })).toBeVisible();
  const section = manager.getByRole('region', { name: 'Harbour 50/50', exact: true });
  await expect(section).toContainText(games.current);
  await expect(section).toContainText(j.money(PRICE));

  const bundles = section.getByRole('form', { name: games.bundlesOf });
  await bundles.getByRole('button', { name: games.addBundle }).click();
  await bundles.getByLabel(games.bundleNumbers, { exact: true }).fill(String(BUNDLE.numbers));
  await bundles
    .getByLabel(games.bundlePrice, { exact: true })
    .fill(j.language === 'fr' ? '5,00' : '5.00');
  await bundles.getByRole('button', { name: games.saveBundles }).click();
  await expect(manager.getByRole('status', { name: games.bundlesSaved })).toBeVisible();
  await expect(section.getByText(amount(games.bundleFact(j.money(BUNDLE.cents))))).toBeVisible();
  await docShot(manager, j.language, 'bundles', section);
}

/** The season opens: Week 1 (Semaine 1 in French) on sale now, drawn tonight. */
async function openSeason(manager: Page, j: Journey, now: number) {
  const { games } = j.w;
  const form = manager.getByRole('form', { name: games.scheduleOf });
  await form.getByRole('textbox', { name: games.instanceName, exact: true }).fill('Week 1');
  await form.getByLabel(games.instanceNameFr).fill('Semaine 1');
  await form.getByLabel(games.opens).fill(j.at(now));
  await form.getByLabel(games.salesClose).fill(j.at(now + 2 * HOUR));
  await form.getByLabel(games.draw).fill(j.at(now + 3 * HOUR));
  await form.getByRole('button', { name: games.schedule }).click();
  await expect(manager.getByRole('status', { name: games.open })).toBeVisible();
  const draws = manager.getByRole('region', { name: games.drawsOf });
  await expect(draws.getByRole('row', { name: j.w.drawName })).toContainText(games.statusOpen);
  await j.shot(manager, 'games', draws);
}

/** The early bird: $10.00 for the entries of the next hour, drawn half an hour later. */
async function addEarlyBird(manager: Page, j: Journey, now: number) {
  const { draw } = j.w;
  await open(manager, j, '/admin/draw', draw.title);
  const form = manager.getByRole('form', { name: draw.addExtra });
  // Named in both languages: each console shows its own (the server names it for the reader).
  await form.getByRole('textbox', { name: draw.extraName, exact: true }).fill('Early bird');
  await form.getByLabel(draw.extraNameFr).fill('Tirage hâtif');
  await form.getByLabel(draw.extraAmount).fill('10');
  await form.getByLabel(draw.extraCutoff).fill(j.at(now + HOUR));
  // After the main draw: refused, said on the field, in the reader's language.
  await form.getByLabel(draw.extraDraw).fill(j.at(now + 4 * HOUR));
  await form.getByRole('button', { name: draw.addExtraButton }).click();
  await expect(form.getByText(draw.extraAfterMain)).toBeVisible();
  await form.getByLabel(draw.extraDraw).fill(j.at(now + 1.5 * HOUR));
  await form.getByRole('button', { name: draw.addExtraButton }).click();
  await expect(manager.getByRole('status', { name: new RegExp(draw.earlyBird) })).toBeVisible();
  const card = manager.getByRole('article', { name: draw.earlyBird });
  await expect(card).toContainText(amount(j.money(1_000)));
  // Its seed is committed when it is set up: the commitment is shown before any entry.
  await expect(card).toContainText(/[0-9a-f]{64}/);
  await j.shot(manager, 'early-bird', card);
}

/** A player registers, takes a number and buys the 3-number bundle: $5.00, three entries. */
async function playerBuysBundle(
  browser: Browser,
  j: Journey,
): Promise<{ email: string; numbers: number[] }> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const email = newEmail();
    await registerNewPlayer(page, email, j.org);
    await assignNumbers(page, 1);
    await page.getByRole('link', { name: 'Buy more numbers' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number$/);
    await page.getByRole('radio', { name: '3 numbers for $5.00' }).check();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Buy and pay $5.00' }).click();
    await expect(page).toHaveURL(/\/game\/purchase-number\/success\?paymentId=/, {
      timeout: 30_000,
    });
    const receipt = page.locator('.receipt');
    await expect(receipt).toContainText('$5.00 CAD');
    const numbers = (
      await receipt
        .locator('.receipt__row', { has: page.locator('dt', { hasText: /^Numbers$/ }) })
        .locator('dd')
        .innerText()
    )
      .split(/,|and/)
      .map((part) => Number(part.replace(/\D/g, '')))
      .filter((n) => n > 0);
    expect(numbers).toHaveLength(BUNDLE.numbers);
    return { email, numbers };
  } finally {
    await context.close();
  }
}

/** Draw night: sales go on an hour longer, the draw an hour later, with the reason kept. */
async function extendSales(manager: Page, j: Journey, now: number) {
  const { games } = j.w;
  await open(manager, j, '/admin/games', games.title);
  const draws = manager.getByRole('region', { name: games.drawsOf });
  await draws.getByRole('button', { name: games.extendOf }).click();
  const form = manager.getByRole('form', { name: games.extendOf });
  await form.getByLabel(games.salesClose).fill(j.at(now + 4 * HOUR));
  await form.getByLabel(games.draw).fill(j.at(now + 5 * HOUR));
  await form.getByLabel(games.reason).fill(games.reasonText);
  await form.getByRole('button', { name: games.confirmExtend }).click();
  await expect(manager.getByRole('status', { name: games.extended })).toBeVisible();
  const row = draws.getByRole('row', { name: j.w.drawName });
  await expect(row).toContainText(games.statusOpen);
  // The new close and draw, as the table writes them on the game's clock.
  for (const later of [4 * HOUR, 5 * HOUR]) {
    const instant = instantOfWallTime(j.at(now + later), ZONE) ?? '';
    await expect(row).toContainText(formatGameTime(instant, j.language, { timeZone: ZONE }));
  }
  await j.shot(manager, 'extend', draws);
}

/** The manager runs the draw early (a confirmation first) and reads its result. */
async function runDraw(manager: Page, j: Journey, numbers: number[]): Promise<number> {
  const { draw } = j.w;
  await open(manager, j, '/admin/draw', draw.title);
  const run = manager.getByRole('button', { name: draw.run });
  await expect(run).toBeVisible({ timeout: 20_000 });
  await docShot(manager, j.language, 'draw');
  await run.click();
  const dialog = manager.getByRole('dialog', { name: draw.confirmTitle });
  await expect(dialog).toContainText(draw.confirmEarly);
  // The early bird has not run: the confirmation names it and says what becomes of it.
  await expect(dialog).toContainText(draw.confirmExtras);
  await expect(dialog).toContainText(draw.confirmExtrasFate);
  await j.shot(manager, 'draw-confirm');
  await manager.setViewportSize(PHONE);
  await j.shot(manager, '360-draw-confirm');
  await manager.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: draw.confirm }).click();
  const result = manager.getByRole('status').filter({ hasText: draw.resultOf });
  await expect(result).toBeVisible({ timeout: 20_000 });
  // The next draw is shown now; Week 1's early bird, still to run, is still listed.
  await expect(manager.getByRole('article', { name: draw.earlyBird })).toContainText(
    draw.notRunYet,
  );
  await j.shot(manager, 'draw-after');
  const winning = Number((await result.locator('dd').first().innerText()).trim());
  // A 50/50 draws among the paid entries: one of the player's three numbers wins.
  expect(numbers).toContain(winning);
  await expect(result).toContainText(draw.wonBy);
  await expect(result).toContainText(amount(j.money((BUNDLE.cents * SHARE) / 100)));
  await expect(result.locator('dd').last()).toHaveText(String(BUNDLE.numbers));
  await j.shot(manager, 'draw-result', result);
  return winning;
}

/** The result's verification link: the browser recomputes the same number. */
async function verifyDraw(manager: Page, j: Journey, winning: number) {
  const result = manager.getByRole('status').filter({ hasText: j.w.draw.resultOf });
  await result.getByRole('link', { name: j.w.draw.verify }).click();
  await expect(manager).toHaveURL(/\/draws\/[0-9a-f-]+\/verify$/);
  await manager.getByRole('button', { name: j.w.draw.recompute }).click();
  await expect(
    manager.getByRole('status').filter({ hasText: j.w.draw.verifiedTitle }),
  ).toContainText(j.w.draw.verified(winning));
  await j.shot(manager, 'verify');
}

/** Winner contacted, identity checked, paid by cheque: each step confirmed, then recorded. */
async function recordPrizePaid(manager: Page, j: Journey) {
  const { draw } = j.w;
  await open(manager, j, '/admin/draw', draw.title);
  const claim = manager.getByRole('article', { name: j.w.drawName, exact: true });
  for (const step of [draw.contact, draw.identity, draw.pay]) {
    await claim.getByRole('button', { name: step }).click();
    await manager.getByRole('dialog').getByRole('button', { name: draw.confirm }).click();
    await expect(claim.getByRole('button', { name: step })).toHaveCount(0);
  }
  await expect(claim).toContainText(draw.paid);
  await expect(claim.getByRole('button')).toHaveCount(0);
  await j.shot(manager, 'prize-paid', claim);
}

/** The owner's return for Week 1: the sale, the prize, an expense, the net; CSV and print. */
async function ownerFinancialReturn(owner: Page, j: Journey) {
  const { report } = j.w;
  await open(owner, j, '/admin/financial-return', report.title);
  const totals = owner.getByRole('table', { name: report.totals });
  const figure = (name: string) => totals.getByRole('row', { name: new RegExp(`^${name}`) });
  const prize = (BUNDLE.cents * SHARE) / 100;
  await expect(figure(report.tickets)).toContainText(String(BUNDLE.numbers));
  await expect(figure(report.gross)).toContainText(amount(j.money(BUNDLE.cents)));
  await expect(figure(report.prizes)).toContainText(amount(j.money(prize)));
  await expect(figure(report.proceeds)).toContainText(amount(j.money(BUNDLE.cents - prize)));

  await owner.getByRole('textbox', { name: new RegExp(report.description) }).fill(report.posters);
  await owner
    .getByRole('textbox', { name: new RegExp(report.amountLabel) })
    .fill(j.language === 'fr' ? '1,25' : '1.25');
  await owner.getByRole('button', { name: report.record }).click();
  await expect(owner.getByRole('status').filter({ hasText: report.recorded })).toBeVisible();
  await expect(owner.getByRole('table', { name: report.expenses })).toContainText(report.posters);
  await expect(figure(report.expensesFigure)).toContainText(amount(j.money(EXPENSE)));
  await expect(figure(report.net)).toContainText(amount(j.money(BUNDLE.cents - prize - EXPENSE)));
  await j.shot(owner, 'financial-return');

  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: report.download }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(j.w.drawName);
  expect(csv).toMatch(new RegExp(`\\b${BUNDLE.cents}\\b`));
  expect(csv).toMatch(new RegExp(`\\b${BUNDLE.cents - prize - EXPENSE}\\b`));

  await owner.emulateMedia({ media: 'print' });
  await expect(owner.getByRole('button', { name: report.print })).toBeHidden();
  await expect(totals).toBeVisible();
  await j.shot(owner, 'financial-return-print');
  await owner.emulateMedia({ media: 'screen' });
  if (process.env.STAFF_SCREENSHOTS) {
    await open(owner, j, '/admin/audit', j.w.auditTitle);
    await docShot(owner, j.language, 'audit');
  }
}

async function fitsThePhone(page: Page, j: Journey, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await expectNothingClipped(page, name);
  await j.shot(page, `360-${name}`);
}

/** The manager's phone: the player's payment in support, the draw, the reports. */
async function phoneScreens(manager: Page, j: Journey, playerEmail: string) {
  const { phone } = j.w;
  await manager.setViewportSize(PHONE);
  await open(manager, j, '/admin/support', phone.support);
  // By name: an address longer than the phone's field would scroll inside it.
  await manager.getByLabel(phone.query).fill('Morgan');
  await manager.getByRole('button', { name: phone.find }).click();
  const found = manager.getByRole('row', { name: new RegExp(playerEmail) });
  await found.getByRole('button', { name: new RegExp(`^${phone.show}`) }).click();
  const payments = manager.getByRole('table', { name: phone.payments });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText(amount(j.money(BUNDLE.cents)));
  await expect(payments).toContainText(j.w.drawName);
  await fitsThePhone(manager, j, 'support');

  await open(manager, j, '/admin/draw', j.w.draw.title);
  await expect(manager.getByRole('status').filter({ hasText: j.w.draw.resultOf })).toBeVisible();
  await expect(manager.getByRole('article', { name: j.w.drawName, exact: true })).toContainText(
    j.w.draw.paid,
  );
  await fitsThePhone(manager, j, 'draw');

  await open(manager, j, '/admin/reports', phone.reports);
  await expect(manager.getByRole('main')).toContainText(amount(j.money(BUNDLE.cents)));
  await fitsThePhone(manager, j, 'reports');
}

async function journey(page: Page, browser: Browser, j: Journey) {
  const managerEmail = await ownerInvitesManager(page, j);
  const manager = await managerAccepts(browser, j, managerEmail);
  try {
    const now = Date.now();
    await addGame(manager, j);
    await openSeason(manager, j, now);
    await addEarlyBird(manager, j, now);
    const player = await playerBuysBundle(browser, j);
    await extendSales(manager, j, now);
    const winning = await runDraw(manager, j, player.numbers);
    await verifyDraw(manager, j, winning);
    await recordPrizePaid(manager, j);
    await ownerFinancialReturn(page, j);
    await phoneScreens(manager, j, player.email);
  } finally {
    await manager.context().close();
  }
}

test('the staff journey in English: a new owner to the financial return', async ({
  page,
  browser,
}) => {
  await journey(page, browser, journeyOf('journey', 'en'));
});

test('the staff journey in French, chosen in the console', async ({ page, browser }) => {
  await journey(page, browser, journeyOf('parcours', 'fr'));
});
