import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import {
  buildInstance,
  buildPlayer,
  buildStatus,
  HALIFAX_ADDRESS,
  INSTANCE_ID,
  ORG_ID,
  PLAYER_ID,
  signInAs,
} from '@/testing/factories';
import { json, on, stubFetch, type Handler } from '@/testing/fetch-stub';
import {
  buildGroup,
  buildPayment,
  buildReceipt,
  CARD_ID,
  GROUP_A,
  GROUP_B,
  GROUP_C,
  PAYMENT_ID,
} from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { PlayNumberPage } from './play-number';

afterEach(() => queryClient.clear());

const groups = [
  buildGroup(GROUP_B, [40, 41]),
  buildGroup(GROUP_A, [7]),
  buildGroup(GROUP_C, [99], 3, true),
];
const card = { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 };

function serve(play: Handler, cards = [card]) {
  return stubFetch(
    on('GET', /current-status/, () => json(buildStatus(buildInstance({ TicketPrice: 200 })))),
    on('GET', /for-game-instance-in-groups/, () => json({ PlayerNumberGroups: groups })),
    on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: cards })),
    on('GET', /\/receipt\//, () => json(buildReceipt())),
    on('GET', /^\/api\/player\/byid\//, () => json(buildPlayer({ Address: HALIFAX_ADDRESS }))),
    on('POST', '/api/payments/sandbox/cards', () =>
      json({ Token: 'tok_sb_1', Brand: 'visa', Last4: '0002' }),
    ),
    play,
  );
}

async function open() {
  signInAs();
  const view = await renderScreen(<PlayNumberPage />, paths.game.playNumber);
  await screen.findByRole('checkbox', { name: /Number 7/ }, { timeout: 5000 });
  return view;
}

describe('play-number', () => {
  it('pays for the chosen unplayed groups with the contract fields and lands on success', async () => {
    const calls = serve((request) =>
      request.method === 'POST' && request.url.pathname === '/api/player-number/play'
        ? json(buildPayment())
        : undefined,
    );
    const view = await open();
    expect(screen.queryByRole('checkbox', { name: /Number 99/ })).toBeNull();
    expect(screen.getByText('3 numbers × $2.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Numbers 40 and 41/ }));
    expect(screen.getByText('Total $2.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $2.00' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumberSuccess));
    const [play] = callsTo(calls, 'player-number/play');
    expect(play?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      GameInstanceId: INSTANCE_ID,
      GroupIds: [GROUP_A],
      Payment: { PaymentMethodId: CARD_ID },
    });
    expect(view.router.state.location.search).toBe(`?paymentId=${PAYMENT_ID}`);
  });

  it('keeps one Idempotency-Key (and card token) when a lost answer is retried', async () => {
    let attempts = 0;
    const calls = serve((request) => {
      if (request.url.pathname !== '/api/player-number/play') return undefined;
      attempts += 1;
      return attempts === 1 ? new Response('', { status: 503 }) : json(buildPayment());
    }, []);
    const view = await open();
    await userEvent.type(screen.getByLabelText(/Card number/), '4242424242424242');
    await userEvent.type(screen.getByLabelText(/Expiry date/), '1234');
    await userEvent.type(screen.getByLabelText(/CVC/), '123');
    // Issue 28: the postal code starts from the player's address; saving the card is opt-in.
    await waitFor(() => expect(screen.getByLabelText(/Postal code/)).toHaveValue('B3H 1A1'));
    expect(screen.getByRole('checkbox', { name: /Save this card/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Save this card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumberSuccess));
    const plays = calls.filter((c) => c.path === '/api/player-number/play');
    expect(plays).toHaveLength(2);
    const key = plays[0]?.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(plays[1]?.headers.get('Idempotency-Key')).toBe(key);
    expect(plays[1]?.body).toEqual(plays[0]?.body);
    expect(plays[0]?.body).toMatchObject({ Payment: { Token: 'tok_sb_1', SaveCard: true } });
    expect(callsTo(calls, 'payments/sandbox/cards')).toHaveLength(1);
    expect(callsTo(calls, 'payments/sandbox/cards')[0]?.body).toEqual({
      CardNumber: '4242424242424242',
      ExpMonth: 12,
      ExpYear: 2034,
      Cvc: '123',
    });
  });

  it('explains a declined card, stays put, and uses a new key for the next attempt', async () => {
    const calls = serve((request) =>
      request.url.pathname === '/api/player-number/play'
        ? json(
            buildPayment({
              Status: 'Failed',
              FailureMessage: 'Your card was declined. Please use another card.',
            }),
          )
        : undefined,
    );
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged. Please use another card.',
    );
    expect(view.location()).toBe(paths.game.playNumber);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    await waitFor(() => expect(callsTo(calls, 'player-number/play')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/api/player-number/play');
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows PaymentProcessing while polling the payment status', async () => {
    let polls = 0;
    const calls = serve((request) => {
      if (request.url.pathname === '/api/player-number/play')
        return json(buildPayment({ Status: 'Processing' }));
      if (request.url.pathname.includes('/status/')) {
        polls += 1;
        return json(buildPayment({ Status: polls < 2 ? 'Processing' : 'Succeeded' }));
      }
      return undefined;
    });
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    expect(await screen.findByRole('status', { name: 'Payment processing' })).toBeVisible();
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumberSuccess), {
      timeout: 4000,
    });
    expect(callsTo(calls, `payment/by-player/${PLAYER_ID}/status/${PAYMENT_ID}`)).toHaveLength(2);
  });

  it('asks the bank to confirm (3-D Secure) through NextActionUrl, then settles', async () => {
    const calls = serve((request) => {
      if (request.url.pathname === '/api/player-number/play')
        return json(
          buildPayment({
            Status: 'RequiresAction',
            NextActionUrl: '/api/payments/sandbox/confirm/ch_sb_abc',
          }),
        );
      if (request.url.pathname === '/api/payments/sandbox/confirm/ch_sb_abc')
        return json({ Status: 'processing' });
      if (request.url.pathname.includes('/status/')) return json(buildPayment());
      return undefined;
    });
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the payment' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumberSuccess));
    expect(callsTo(calls, 'payments/sandbox/confirm/ch_sb_abc')).toHaveLength(1);
  });
});
