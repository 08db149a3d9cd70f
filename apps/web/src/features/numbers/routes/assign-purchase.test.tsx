import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { navigation } from '@/lib/navigation/navigation-service';
import { queryClient } from '@/lib/query-client';
import { RESPONSIBLE_GAMING_LINE } from '@charity/domain/payments/payment-api';
import {
  buildConfig,
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
import { AssignNumbersPage } from './assign-numbers';
import { PlayNumberSuccessPage } from './play-number-success';
import { PurchaseNumberPage } from './purchase-number';
import { PurchaseNumberSuccessPage } from './purchase-number-success';

afterEach(() => queryClient.clear());

const card = { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 };

describe('assign-numbers', () => {
  it('asks for Quantity and TicketNumbers with an Idempotency-Key, then continues', async () => {
    const calls = stubFetch(
      on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 5 })),
      on('POST', '/api/player-number/assign', () =>
        json({ PlayerNumberGroup: buildGroup(GROUP_A, [7, 77, 123]) }),
      ),
    );
    signInAs();
    const view = await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    const quantity = await screen.findByRole('textbox', { name: /How many numbers/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(screen.getByRole('textbox', { name: /Specific numbers/ }), '7, 77, 7');
    await userEvent.click(screen.getByRole('button', { name: 'Get my numbers' }));
    expect(await screen.findByText('A number is listed twice.')).toBeVisible();
    const specific = screen.getByRole('textbox', { name: /Specific numbers/ });
    await userEvent.clear(specific);
    await userEvent.type(specific, '7 77');
    await userEvent.click(screen.getByRole('button', { name: 'Get my numbers' }));
    expect(
      await screen.findByRole('status', { name: 'Your 3 numbers are ready' }),
    ).toHaveTextContent('7, 77, and 123');
    const [assign] = callsTo(calls, 'player-number/assign');
    expect(assign?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      Quantity: 3,
      TicketNumbers: [7, 77],
    });
    expect(
      calls.find((c) => c.path === '/api/player-number/assign')?.headers.get('Idempotency-Key'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.dashboard));
  });
});

describe('the Get numbers screen: one message at a time (issue 28)', () => {
  it('clears the server’s refusal when the player edits or finds another problem', async () => {
    stubFetch(
      on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 5 })),
      on('POST', '/api/player-number/assign', () =>
        json(
          {
            Status: 409,
            Code: 'Conflict',
            Message: 'Number 7 is taken.',
            Method: 'POST',
            RequestUrl: '',
          },
          409,
        ),
      ),
    );
    signInAs();
    await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    const specific = await screen.findByRole('textbox', { name: /Specific numbers/ });
    await userEvent.type(specific, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Get my numbers' }));
    expect(await screen.findByText(/Number 7 is taken\./)).toBeVisible();
    await userEvent.type(specific, ', 7');
    await userEvent.click(screen.getByRole('button', { name: 'Get my numbers' }));
    expect(await screen.findByText('A number is listed twice.')).toBeVisible();
    expect(screen.queryByText(/Number 7 is taken\./)).toBeNull();
  });
});

describe('the count field (issue 12)', () => {
  it('keeps "30" as typed and says the maximum, instead of silently making it "3"', async () => {
    const calls = stubFetch(
      on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 10 })),
    );
    signInAs();
    await renderScreen(<AssignNumbersPage />, paths.register.assignNumbers);
    const quantity = await screen.findByRole('textbox', { name: /How many numbers/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    expect(quantity).toHaveValue('30');
    expect(quantity).toHaveAccessibleDescription(/Choose from 1 to 10 numbers\./);
    await userEvent.click(screen.getByRole('button', { name: 'Get my numbers' }));
    expect(callsTo(calls, 'player-number/assign')).toHaveLength(0);
    expect(quantity).toHaveValue('30');
  });
});

describe('purchase-number', () => {
  function serve(held: number[]) {
    return stubFetch(
      on('GET', /current-status/, () => json(buildStatus(buildInstance({ TicketPrice: 250 })))),
      on('GET', /for-game-instance-in-groups/, () =>
        json({ PlayerNumberGroups: held.length ? [buildGroup(GROUP_A, held, 3, true)] : [] }),
      ),
      on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 4 })),
      on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: [card] })),
      on('GET', /\/receipt\//, () => json(buildReceipt())),
      on('POST', '/api/player-number/purchase', () => json(buildPayment())),
    );
  }

  it('buys within the remaining allowance and pays in one step', async () => {
    const calls = serve([1]);
    signInAs();
    const view = await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    expect(await screen.findByText(/so you can buy up to 3 more/)).toBeVisible();
    const quantity = screen.getByRole('textbox', { name: /How many numbers/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(screen.getByText('Total $5.00')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Buy and pay $5.00' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.purchaseNumberSuccess));
    expect(callsTo(calls, 'player-number/purchase')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      GameInstanceId: INSTANCE_ID,
      Quantity: 2,
      TicketNumbers: [],
      Payment: { PaymentMethodId: CARD_ID },
    });
  });

  // Issue: "0" numbers showed a "Buy and pay $0.00" button beside the field's error.
  it('offers no payment while no valid count is chosen', async () => {
    const calls = serve([1]);
    signInAs();
    await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    const quantity = await screen.findByRole('textbox', { name: /How many numbers/ });
    const pay = () => screen.getByRole('button', { name: /Buy/ });
    for (const typed of ['0', '', '5']) {
      await userEvent.clear(quantity);
      if (typed) await userEvent.type(quantity, typed);
      expect(pay()).toBeDisabled();
      expect(pay()).toHaveAccessibleName('Buy more numbers');
      expect(screen.queryByRole('button', { name: /\$/ })).toBeNull();
      if (typed) expect(quantity).toHaveAccessibleDescription(/Choose from 1 to 3 numbers\./);
    }
    await userEvent.type(quantity, '{Enter}');
    expect(callsTo(calls, 'player-number/purchase')).toHaveLength(0);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(pay()).toBeEnabled();
    expect(pay()).toHaveAccessibleName('Buy and pay $7.50');
  });

  it('at the maximum, says why not instead of a form', async () => {
    serve([1, 2, 3, 4]);
    signInAs();
    await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
    expect(
      await screen.findByRole('status', { name: 'You cannot buy more numbers' }),
    ).toHaveTextContent('You already hold the maximum of 4 numbers per player.');
    expect(screen.queryByRole('button', { name: /Buy and pay/ })).toBeNull();
  });
});

describe('success screens', () => {
  it('show the receipt handed over once, without fetching it', async () => {
    const calls = stubFetch();
    signInAs();
    await navigation.navigate('/', { state: { receipt: buildReceipt() } }).catch(() => undefined);
    await renderScreen(
      <PlayNumberSuccessPage />,
      `${paths.game.playNumberSuccess}?paymentId=${PAYMENT_ID}`,
    );
    expect(await screen.findByText('NS-TEST-1')).toBeVisible();
    expect(screen.getByText('$10.00 CAD')).toBeVisible();
    expect(screen.getByText('sandbox:ch_sb_1')).toBeVisible();
    expect(screen.getByText('Play responsibly.')).toBeVisible();
    expect(calls.filter((c) => c.path.includes('/receipt/'))).toHaveLength(0);
  });

  it('fetch the receipt by the payment id of the address after a reload', async () => {
    const calls = stubFetch(
      on('GET', /\/receipt\//, () => json(buildReceipt({ Jurisdiction: 'CA-ON' }))),
    );
    signInAs();
    await renderScreen(
      <PlayNumberSuccessPage />,
      `${paths.game.playNumberSuccess}?paymentId=${PAYMENT_ID}`,
    );
    // The receipt names the place (issue 28), not its code.
    expect(await screen.findByText('Ontario')).toBeVisible();
    expect(callsTo(calls, `payment/by-player/${PLAYER_ID}/receipt/${PAYMENT_ID}`)).toHaveLength(1);
  });

  it('say one number in the singular and name the organization’s help line (issue 28)', async () => {
    stubFetch(
      on('GET', /\/receipt\//, () =>
        json(buildReceipt({ TicketNumbers: [7], ResponsibleGaming: RESPONSIBLE_GAMING_LINE })),
      ),
    );
    signInAs();
    const Helpline = { Name: 'ConnexOntario', Phone: '1-866-531-2600' };
    await renderScreen(
      <PlayNumberSuccessPage />,
      `${paths.game.playNumberSuccess}?paymentId=${PAYMENT_ID}`,
      buildConfig({ Organization: { ...buildConfig().Organization, Helpline } }),
    );
    expect(await screen.findByText('Payment successful: your number is played.')).toBeVisible();
    const phone = screen.getByText('1-866-531-2600');
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(phone.closest('p')).toHaveTextContent(
      'Help is free and confidential: ConnexOntario, 1-866-531-2600.',
    );
  });

  it('opened directly, without a finished payment: no "successful", on to the dashboard', async () => {
    stubFetch(on('GET', /\/receipt\//, () => json({ Status: 404, Code: 'NotFound' }, 404)));
    signInAs();
    const bare = await renderScreen(<PlayNumberSuccessPage />, paths.game.playNumberSuccess);
    await waitFor(() => expect(bare.location()).toBe(paths.game.dashboard));
    expect(screen.queryByText(/Payment successful/)).toBeNull();
    bare.unmount();
    const unknown = await renderScreen(
      <PurchaseNumberSuccessPage />,
      `${paths.game.purchaseNumberSuccess}?paymentId=${PAYMENT_ID}`,
    );
    await waitFor(() => expect(unknown.location()).toBe(paths.game.dashboard));
    expect(screen.queryByText(/Payment successful/)).toBeNull();
  });
});
