import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, orgUrl, test } from './fixtures';
import { assignOneNumber, callApi, fillRegistration, newPlayer, sessionOf } from './identity-flows';
import { demoAccounts } from './sign-in';

/**
 * Issue 26, Done-when 2: the staff of the `hostile` organization (its own, no other test plays
 * there) set its name, front-page text, charity, category and current draw to hostile texts
 * through the staff calls; every page the server draws, signed out, signed in as a player and
 * as staff, and the hosted sign-in pages are then compared with a baseline taken with plain
 * texts: the same elements, style rules and computed styles, no navigation, no script run.
 */
const ORG = 'hostile';
const ZONE = 'America/Halifax';
const EVIL = /evil\.example/;
const REFRESH = '<meta http-equiv=refresh content="0;url=https://evil.example/">';

const PLAIN = {
  name: 'Hostile Test Society',
  loginText: "The browser tests' hostile names.",
  charity: 'Harbour Food Bank',
  charityText: 'Groceries for families across the harbour.',
  category: 'Community',
  draw: 'Week 1',
  drawText: 'The first draw of the season.',
};
/** Each at most 200 characters where the schema says so; every one in a context of its own. */
const HOSTILE = {
  name: `*/</style><h1 id=injected>x</h1>${REFRESH}</title><script>window.__pwned=1</script>'"><img src=x onerror="window.__pwned=1">\u202Eemag`,
  loginText: `</textarea><svg/onload=window.__pwned=1>"><img src=x onerror="window.__pwned=1"> ' onfocus='window.__pwned=1' autofocus x=' */ body{display:none} /* ${REFRESH}`,
  charity: `</textarea><svg/onload=window.__pwned=1>' onmouseover='window.__pwned=1' x='\u202E`,
  charityText: `</style><style>body{background:red}</style><h1 id=injected>x</h1>`,
  category: `"><iframe src="javascript:window.__pwned=1"></iframe>`,
  draw: `</title><script>window.__pwned=1</script>*/</style><h1 id=injected>x</h1>`,
  drawText: `<base href="https://evil.example/"><link rel=stylesheet href="https://evil.example/x.css">${REFRESH}`,
};
type Texts = typeof PLAIN;

/** Computed styles an injected rule would change (no sizes: the texts' lengths differ). */
const STYLE_PROPERTIES = [
  'display',
  'visibility',
  'opacity',
  'position',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'transform',
  'filter',
  'z-index',
];
/** Elements an injected text would add to a screen the app draws. */
const RISKY = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'object',
  'embed',
  'img',
].concat(['svg', 'h1', 'title', 'form', 'textarea']);
const risky = (tags: Record<string, number>) =>
  Object.fromEntries(RISKY.map((tag) => [tag, tags[tag] ?? 0]));
const KEY_ELEMENTS = ['html', 'body', '#root', 'header', 'main', 'h1'];

interface Shape {
  url: string;
  tags: Record<string, number>;
  handlers: string[];
  rules: string[];
  styles: Record<string, Record<string, string> | null>;
  injected: number;
  pwned: boolean;
}

/** What a page is made of, read from its DOM and CSSOM (never from its source text). */
function shapeOf(page: Page): Promise<Omit<Shape, 'url'>> {
  return page.evaluate(
    ({ properties, selectors }) => {
      const elements = Array.from(document.querySelectorAll('*'));
      const tags: Record<string, number> = {};
      for (const element of elements) tags[element.localName] = (tags[element.localName] ?? 0) + 1;
      const rules: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
        } catch {
          rules.push(`unreadable: ${sheet.href ?? 'inline'}`);
        }
      }
      const styles = Object.fromEntries(
        selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [selector, null];
          const style = getComputedStyle(element);
          return [
            selector,
            Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)])),
          ];
        }),
      );
      return {
        tags,
        handlers: elements.flatMap((element) =>
          Array.from(element.attributes)
            .filter((attribute) => attribute.name.startsWith('on'))
            .map((attribute) => `${element.localName}[${attribute.name}]`),
        ),
        // Mantine names its generated classes by React ids, which shift with the data shown.
        rules: rules.map((rule) => rule.replace(/__m__-_r_\w+?_/g, '__m__-id')).sort(),
        styles,
        injected: document.querySelectorAll('#injected').length,
        pwned: (window as { __pwned?: unknown }).__pwned !== undefined,
      };
    },
    { properties: STYLE_PROPERTIES, selectors: KEY_ELEMENTS },
  );
}

/** Counts of the page's elements once the app stopped changing them. */
async function settled(page: Page): Promise<void> {
  if (!page.url().includes('/oidc/'))
    await page.waitForFunction(() => !document.querySelector('.app-header--prerendered'));
  let last = '';
  for (let tries = 0; tries < 20; tries += 1) {
    const now = JSON.stringify((await shapeOf(page)).tags);
    if (now === last) return;
    last = now;
    await page.waitForTimeout(300);
  }
}

/** Everything a hostile text could set off: navigations, requests away, dialogs, errors. */
function watch(context: BrowserContext, events: string[]) {
  context.on('request', (request) => {
    if (EVIL.test(request.url())) events.push(`request ${request.url()}`);
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      events.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => events.push(`pageerror ${error.message}`));
  });
}

interface View {
  name: string;
  context: BrowserContext;
  open(page: Page): Promise<void>;
}

/** Every view's shape, one tab per context; kept a moment (a refresh of 0 s would have left). */
async function shapes(views: View[], events: string[], linger: number): Promise<Shape[]> {
  const result: Shape[] = [];
  const tabs = new Map<BrowserContext, Page>();
  for (const view of views) {
    const page = tabs.get(view.context) ?? (await view.context.newPage());
    tabs.set(view.context, page);
    await view.open(page);
    if (!view.name.startsWith('no script')) await settled(page);
    await page.waitForTimeout(linger);
    const url = page.url().replace(/\/interaction\/[\w-]+/, '/interaction/<uid>');
    if (EVIL.test(page.url())) events.push(`${view.name} navigated to ${page.url()}`);
    result.push({ url, ...(await shapeOf(page)) });
  }
  for (const page of tabs.values()) await page.close();
  return result;
}

/** A moment on the game's clock, as the instance calls take it. */
function gameClock(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function ok(staff: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
  const answer = await callApi(staff, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as Record<string, unknown>;
}

interface Instance {
  id: string;
  name: string;
  status: string;
}

/** The staff set every text as the console would: the profile, charity, category and draw. */
async function setTexts(staff: Page, texts: Texts): Promise<void> {
  const { organizationId: org } = await sessionOf(staff);
  const profilePath = `setup/organization/for-organization/${org}`;
  const profile = await ok(staff, 'GET', profilePath);
  await ok(staff, 'PUT', profilePath, { ...profile, name: texts.name, loginText: texts.loginText });
  const setup = (await ok(staff, 'GET', `setup/charities/for-organization/${org}`)) as {
    charities: Array<Record<string, unknown> & { id: string }>;
    categories: Array<{ id: string; key: string }>;
  };
  const [charity] = setup.charities;
  const [category] = setup.categories;
  await ok(staff, 'PUT', `setup/charity/${charity!.id}/for-organization/${org}`, {
    key: charity!.key,
    categoryKey: charity!.categoryKey,
    name: texts.charity,
    description: texts.charityText,
  });
  await ok(staff, 'PUT', `setup/charity-category/${category!.id}/for-organization/${org}`, {
    key: category!.key,
    name: texts.category,
  });
  // An open draw's name never changes: staff cancel it and schedule one that opens at once.
  const { games } = (await ok(staff, 'GET', `setup/games/for-organization/${org}`)) as {
    games: Array<{ id: string; instances: Instance[] }>;
  };
  const game = games[0]!;
  const open = game.instances.filter((instance) => instance.status === 'Open');
  if (open.length === 1 && open[0]!.name === texts.draw) return;
  for (const instance of open)
    await ok(
      staff,
      'POST',
      `setup/game/${game.id}/instance/${instance.id}/cancel/for-organization/${org}`,
      {
        reason: `Replaced: ${texts.draw}`,
      },
    );
  const now = Date.now();
  await ok(staff, 'POST', `setup/game/${game.id}/instances/for-organization/${org}`, {
    name: texts.draw,
    description: texts.drawText,
    opensAt: gameClock(now),
    salesCloseAt: gameClock(now + 6 * 86_400_000),
    drawAt: gameClock(now + 7 * 86_400_000),
  });
}

const patient = { timeout: 30_000 };

/** The app's Sign in button to the provider's page. */
async function toHostedSignIn(page: Page): Promise<void> {
  await page.goto(orgUrl(ORG, '/login'));
  await page.getByRole('button', { name: 'Sign in' }).click(patient);
  await page.waitForURL(/\/oidc\/interaction\/[\w-]+$/, patient);
}

/** A new player through the hosted pages, with the patience a busy test machine needs. */
async function readyPlayer(page: Page): Promise<void> {
  const player = newPlayer(ORG);
  await toHostedSignIn(page);
  await fillRegistration(page, player);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor(patient);
  await page.goto(orgUrl(ORG, `/dev/mailbox?to=${encodeURIComponent(player.email)}`));
  const link = page
    .locator('article a')
    .filter({ hasText: /\/verify-email\?/ })
    .first();
  const url = new URL((await link.getAttribute('href', patient)) ?? '');
  await page.goto(orgUrl(ORG, `${url.pathname}${url.search}`));
  await page.getByRole('button', { name: 'I agree' }).click(patient);
  await page.waitForURL(/\/register\/(charity-pledge|assign-numbers)$/, patient);
  if (page.url().endsWith('/charity-pledge')) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Confirm my charity' }).click();
    await page.waitForURL(/\/register\/assign-numbers$/, patient);
  }
  await assignOneNumber(page);
}

async function newContext(browser: Browser, events: string[], javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  // Nothing may reach the hostile host; if something tries, it is recorded above.
  await context.route(EVIL, (route) => route.fulfill({ status: 200, body: 'evil' }));
  watch(context, events);
  return context;
}

test('hostile texts staff set change no element, style or navigation on any server-drawn page', async ({
  browser,
  page: staff,
}) => {
  // About a minute on a quiet machine; several on a shared, busy one.
  test.setTimeout(300_000);
  const events: string[] = [];
  const account = demoAccounts.admin(ORG);
  await toHostedSignIn(staff);
  await staff.getByLabel('E-mail address').fill(account.email);
  await staff.getByLabel('Password').fill(account.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.waitForURL((url) => !/\/oidc\/|\/auth-callback|\/login$/.test(url.pathname), patient);
  await setTexts(staff, PLAIN);

  const visitor = await newContext(browser, events);
  const noScript = await newContext(browser, events, false);
  const player = await newContext(browser, events);
  const playerPage = await player.newPage();
  await readyPlayer(playerPage);
  const admin = await newContext(browser, events);
  await admin.addCookies(await staff.context().cookies());
  await admin.addInitScript(
    (state) => {
      // about:blank has no storage of its own.
      if (window.location.origin === 'null') return;
      for (const [key, value] of state) window.localStorage.setItem(key, value);
    },
    await staff.evaluate(() => Object.entries(window.localStorage)),
  );

  const year = new Date().getUTCFullYear();
  const serverPages = [
    '/',
    '/login',
    '/game/intro',
    '/game/dashboard',
    `/game/draw-results/${year}`,
  ];
  const adminPages = ['/admin/organization', '/admin/charities', '/admin/games'];
  const goto = (path: string) => async (page: Page) => {
    await page.goto(orgUrl(ORG, path));
  };
  // One sign-in interaction per round: its sign-up and recovery pages hang off it.
  let interaction = '';
  const signInPage = async (page: Page) => {
    await toHostedSignIn(page);
    interaction = page.url();
  };
  const hosted = (step: string) => async (page: Page) => {
    await page.goto(`${interaction}/${step}`);
  };
  // With scripts off, the page is the server's drawing alone; with them on, the app takes over.
  const views: View[] = [
    ...[...serverPages, adminPages[0]!].map((path) => ({
      name: `no script ${path}`,
      context: noScript,
      open: goto(path),
    })),
    { name: 'signed out /login', context: visitor, open: goto('/login') },
    { name: 'hosted sign-in', context: visitor, open: signInPage },
    { name: 'hosted sign-up', context: visitor, open: hosted('register') },
    { name: 'hosted recovery', context: visitor, open: hosted('forgot-password') },
    ...['/game/dashboard', `/game/draw-results/${year}`].map((path) => ({
      name: `player ${path}`,
      context: player,
      open: goto(path),
    })),
    ...adminPages.map((path) => ({ name: `staff ${path}`, context: admin, open: goto(path) })),
  ];

  try {
    const baseline = await shapes(views, events, 0);
    await setTexts(staff, HOSTILE);
    // The player's number in the new draw, as in the baseline's.
    await assignOneNumber(playerPage);
    const hostile = await shapes(views, events, 250);

    for (const [index, view] of views.entries()) {
      const before = baseline[index]!;
      const after = hostile[index]!;
      await test.step(view.name, () => {
        expect.soft(after.injected, `${view.name}: #injected`).toBe(0);
        expect.soft(after.pwned, `${view.name}: a script ran`).toBe(false);
        expect.soft(after.url, `${view.name}: where the page ended`).toBe(before.url);
        // The app's screens show the data (one more row, one more draw): there, the elements an
        // injection would add are compared; the server's own drawing is compared whole.
        const scripted = !view.name.startsWith('no script');
        expect
          .soft(scripted ? risky(after.tags) : after.tags, `${view.name}: elements`)
          .toEqual(scripted ? risky(before.tags) : before.tags);
        expect.soft(after.handlers, `${view.name}: event handlers`).toEqual(before.handlers);
        expect.soft(after.rules, `${view.name}: style rules`).toEqual(before.rules);
        expect.soft(after.styles, `${view.name}: computed styles`).toEqual(before.styles);
      });
    }
    // The texts did arrive, as text: the server-drawn title is the name, whole.
    const check = await noScript.newPage();
    await check.goto(orgUrl(ORG, '/login'));
    expect(await check.title()).toBe(HOSTILE.name);
    await expect(check.locator('.prerendered-page__text')).toHaveText(HOSTILE.loginText);
    expect(events, 'navigations, requests to evil.example, dialogs, page errors').toEqual([]);
  } finally {
    await setTexts(staff, PLAIN);
    for (const context of [visitor, noScript, player, admin]) await context.close();
  }
});
