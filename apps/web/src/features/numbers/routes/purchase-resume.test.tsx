import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import {
  buildInstance,
  buildStatus,
  INSTANCE_ID,
  ORG_ID,
  PLAYER_ID,
  signInAs,
} from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import {
  buildGroup,
  buildPayment,
  buildReceipt,
  CARD_ID,
  GROUP_A,
  PAYMENT_ID,
} from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { PurchaseNumberPage } from './purchase-number';

const KEPT = `charity.checkout.purchase.${PLAYER_ID}`;
const card = { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 };
const keptBody = {
  PlayerId: PLAYER_ID,
  OrganizationId: ORG_ID,
  GameInstanceId: INSTANCE_ID,
  Quantity: 2,
  TicketNumbers: [],
  Payment: { PaymentMethodId: CARD_ID },
};

afterEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});

function serve(purchase: () => Response = () => json(buildPayment())) {
  return stubFetch(
    on('GET', /current-status/, () => json(buildStatus(buildInstance({ TicketPrice: 250 })))),
    on('GET', /for-game-instance-in-groups/, () =>
      json({ PlayerNumberGroups: [buildGroup(GROUP_A, [1], 3, true)] }),
    ),
    on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 4 })),
    on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: [card] })),
    on('GET', /\/receipt\//, () => json(buildReceipt())),
    on('GET', /\/status\//, () => json(buildPayment())),
    on('POST', '/api/player-number/purchase', purchase),
  );
}

const keep = (paymentId: string | null, body: unknown = keptBody) =>
  window.sessionStorage.setItem(
    KEPT,
    JSON.stringify({ key: 'kept-key', body, paymentId, savedAt: Date.now() }),
  );

describe('a purchase across a reload', () => {
  it('keeps nothing once the payment has its answer', async () => {
    serve();
    signInAs();
    const view = await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    await userEvent.click(await screen.findByRole('button', { name: /Buy and pay/ }));
    await waitFor(() => expect(view.location()).toBe(paths.game.purchaseNumberSuccess));
    expect(window.sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('keeps the key when the answer is lost, so the next try replays the same request', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    signInAs();
    await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    await userEvent.click(await screen.findByRole('button', { name: /Buy and pay/ }));
    await screen.findByText(/try again/i);
    const kept = JSON.parse(window.sessionStorage.getItem(KEPT) ?? 'null') as { key: string };
    expect(kept.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replays the kept request with its key when the page reopens before the answer', async () => {
    keep(null);
    const calls = serve(() => json(buildPayment({ Status: 'Processing' })));
    signInAs();
    const view = await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    expect(await screen.findByRole('status', { name: /processing/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Buy and pay/ })).toBeNull();
    await waitFor(() => expect(view.location()).toBe(paths.game.purchaseNumberSuccess), {
      timeout: 5000,
    });
    const sent = callsTo(calls, 'player-number/purchase');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(keptBody);
    expect(calls.find((c) => c.method === 'POST')?.headers.get('Idempotency-Key')).toBe('kept-key');
    expect(window.sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('follows the named payment without sending the order again', async () => {
    keep(PAYMENT_ID);
    const calls = serve();
    signInAs();
    const view = await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    await waitFor(() => expect(view.location()).toBe(paths.game.purchaseNumberSuccess));
    expect(callsTo(calls, 'player-number/purchase')).toHaveLength(0);
    expect(calls.some((c) => c.path.endsWith(`/status/${PAYMENT_ID}`))).toBe(true);
  });

  it('drops a kept request that is not a purchase, and sends nothing', async () => {
    keep(null, { Quantity: 'a lot', Payment: null });
    const calls = serve();
    signInAs();
    await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    expect(await screen.findByRole('button', { name: /Buy and pay/ })).toBeVisible();
    expect(callsTo(calls, 'player-number/purchase')).toHaveLength(0);
    expect(window.sessionStorage.getItem(KEPT)).toBeNull();
  });
});
