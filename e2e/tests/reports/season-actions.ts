import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createHmac, randomUUID } from 'node:crypto';
import { orgUrl, PHONE } from '../fixtures';
import { callApi, newPlayer, registerAndSignIn, sessionOf } from '../identity-flows';

/** The reports test's own organization (e2e/organizations/season.yaml). */
export const ORG = 'season';
export const GAME = 'Seaside Gold Rush';

/** The fake secret the browser tests' server checks sandbox webhooks with (playwright.config). */
const WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret-not-real';

export interface SeasonPlayer {
  page: Page;
  email: string;
  /** As draws show a winner: "First L.". */
  displayName: string;
  charity: string;
  organizationId: string;
  playerId: string;
}

export interface Instance {
  Id: string;
  Name: string;
  Status: string;
}

/** Registers on the hosted pages, agrees to the terms and pledges to `charity`. */
export async function seasonPlayer(
  browser: Browser,
  firstName: string,
  charity: string,
): Promise<SeasonPlayer> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const player = await registerAndSignIn(
    page,
    ORG,
    newPlayer(ORG, { firstName, lastName: 'Season' }),
  );
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page).toHaveURL(/\/register\/charity-pledge$/);
  await page.getByRole('radio', { name: new RegExp(charity) }).check();
  await page.getByRole('button', { name: 'Confirm my charity' }).click();
  await expect(page).toHaveURL(/\/register\/assign-numbers$/);
  const { organizationId, playerId } = await sessionOf(page);
  return {
    page,
    email: player.email,
    displayName: `${firstName} S.`,
    charity,
    organizationId,
    playerId,
  };
}

/** A call the player's app would make; anything but 200 fails the test. */
export async function api<T>(
  player: SeasonPlayer,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
): Promise<T> {
  const answer = await callApi(player.page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

const ids = (player: SeasonPlayer) => ({
  PlayerId: player.playerId,
  OrganizationId: player.organizationId,
});

/** Changes the player's pledge as Manage Your Donations does: later sales go to `charity`. */
export async function changePledge(player: SeasonPlayer, charity: string): Promise<void> {
  const options = await api<{ Id: string; Name: string }[]>(
    player,
    'GET',
    `charity/active-for-organization?organizationIdP=${player.organizationId}`,
  );
  const option = options.find((candidate) => candidate.Name === charity);
  if (!option) throw new Error(`no charity ${charity}`);
  await api(player, 'POST', 'charity/pledge-support', { ...ids(player), CharityId: option.Id });
  player.charity = charity;
}

export async function openInstance(player: SeasonPlayer): Promise<Instance> {
  const status = await api<{ CurrentGameInstance: Instance | null }>(
    player,
    'GET',
    `organization/current-status/byid/${player.organizationId}`,
  );
  if (!status.CurrentGameInstance) throw new Error('no current instance');
  return status.CurrentGameInstance;
}

/** Waits for the next instance the draw of `drawn` opens. */
export async function nextInstance(player: SeasonPlayer, drawn: Instance): Promise<Instance> {
  let next: Instance | undefined;
  await expect(async () => {
    const current = await openInstance(player);
    expect(current.Id).not.toBe(drawn.Id);
    expect(current.Status).toBe('Open');
    next = current;
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 30_000 });
  return next!;
}

async function cardToken(player: SeasonPlayer, cardNumber: string): Promise<string> {
  const { Token } = await api<{ Token: string }>(player, 'POST', 'payments/sandbox/cards', {
    CardNumber: cardNumber,
    ExpMonth: 12,
    ExpYear: 2040,
    Cvc: '123',
  });
  return Token;
}

interface PaymentAnswer {
  PaymentId: string;
  Status: string;
  PlayerNumberGroups: { Id: string }[];
}

/** The payment's final status, once the card network settled it. */
async function settled(player: SeasonPlayer, payment: PaymentAnswer): Promise<PaymentAnswer> {
  let status = payment.Status;
  await expect(async () => {
    if (status === 'Processing') {
      const now = await api<{ Status: string }>(
        player,
        'GET',
        `payment/by-player/${player.playerId}/status/${payment.PaymentId}`,
      );
      status = now.Status;
    }
    expect(['Succeeded', 'Failed']).toContain(status);
  }).toPass({ intervals: [500, 1_000], timeout: 20_000 });
  return { ...payment, Status: status };
}

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** New numbers, chosen, bought and paid for the open instance; the card is saved. */
export async function purchase(
  player: SeasonPlayer,
  instance: Instance,
  numbers: number[],
): Promise<PaymentAnswer> {
  const answer = await api<PaymentAnswer>(player, 'POST', 'player-number/purchase', {
    ...ids(player),
    GameInstanceId: instance.Id,
    Quantity: numbers.length,
    TicketNumbers: numbers,
    Payment: { Token: await cardToken(player, GOOD_CARD), SaveCard: true },
  });
  return settled(player, answer);
}

/** Numbers given at registration: nothing paid yet. Answers the group's id. */
export async function assign(player: SeasonPlayer, numbers: number[]): Promise<string> {
  const { PlayerNumberGroup } = await api<{ PlayerNumberGroup: { Id: string } }>(
    player,
    'POST',
    'player-number/assign',
    { ...ids(player), Quantity: numbers.length, TicketNumbers: numbers },
  );
  return PlayerNumberGroup.Id;
}

/** Pays a group for the open instance with a card typed in. */
export async function play(
  player: SeasonPlayer,
  instance: Instance,
  groupId: string,
  card: string,
): Promise<PaymentAnswer> {
  const answer = await api<PaymentAnswer>(player, 'POST', 'player-number/play', {
    ...ids(player),
    GameInstanceId: instance.Id,
    GroupIds: [groupId],
    Payment: { Token: await cardToken(player, card) },
  });
  return settled(player, answer);
}

/** Auto-play with the player's newest saved card. */
export async function subscribe(player: SeasonPlayer, groupId: string): Promise<void> {
  await api(player, 'PUT', 'player-number-group/subscription', {
    ...ids(player),
    GroupId: groupId,
    Subscribed: true,
  });
}

/**
 * The card network's reference of the receipt mailed for these numbers in that instance
 * (the renewal job pays in the background: the receipt is how a player learns of it).
 */
export async function mailedTransaction(
  player: SeasonPlayer,
  instance: Instance,
  numbers: number[],
): Promise<string> {
  const mailbox = await player.page.context().newPage();
  let reference = '';
  await expect(async () => {
    await mailbox.goto(orgUrl(ORG, `/dev/mailbox?to=${encodeURIComponent(player.email)}`));
    const receipt = mailbox
      .locator('article')
      .filter({ hasText: `Game: ${GAME}, ${instance.Name}\n` })
      .filter({ hasText: `Numbers: ${numbers.join(', ')}\n` });
    await expect(receipt).toHaveCount(1, { timeout: 1_000 });
    const text = await receipt.innerText();
    reference = /Transaction: sandbox:(\S+)/.exec(text)?.[1] ?? '';
    expect(reference).not.toBe('');
  }).toPass({ intervals: [1_000, 2_000], timeout: 45_000 });
  await mailbox.close();
  return reference;
}

/** A refund issued at the card network: its signed webhook, as the sandbox sends them. */
export async function refundAtCardNetwork(
  request: APIRequestContext,
  chargeReference: string,
): Promise<void> {
  const body = JSON.stringify({
    id: `evt_refund_${randomUUID()}`,
    type: 'payment.refunded',
    data: { charge: chargeReference, payment_id: '', failure_code: null },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex');
  // Node resolves no *.localhost names; webhooks name no organization anyway.
  const port = process.env.E2E_PORT ?? 8181;
  const answer = await request.post(`http://localhost:${port}/api/payments/webhook/sandbox`, {
    data: body,
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': `t=${timestamp},v1=${mac}`,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.json()).toMatchObject({ Result: 'applied' });
}

/** The administrator runs the manual draw of the open instance; answers the winning number. */
export async function runDraw(admin: Page, instance: Instance): Promise<number> {
  await admin.goto(orgUrl(ORG, '/admin/draw'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Draw' })).toBeVisible();
  await admin.getByRole('button', { name: 'Run the draw' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Run the draw?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const result = admin.getByRole('status').filter({ hasText: 'Result of' });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole('heading')).toHaveText(`Result of ${instance.Name}`);
  return Number((await result.locator('dd').first().innerText()).trim());
}
