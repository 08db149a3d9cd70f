import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { PaymentResult } from '@charity/domain/payments/payment-api';
import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import type { Prepayment } from '@charity/domain/prepaid/prepaid-api';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, ORG_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import {
  buildGroup,
  buildPayment,
  CARD_ID,
  GROUP_A,
  GROUP_B,
  GROUP_C,
  PAYMENT_ID,
} from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { DashboardPage } from './dashboard';

afterEach(() => queryClient.clear());

function serve(
  groups: PlayerNumberGroup[],
  max = 10,
  subscriptions = false,
  awaiting: PaymentResult[] = [],
  subscribed: PlayerNumberGroup | undefined = groups[0],
  prepayments: Prepayment[] = [],
) {
  const instance = buildInstance({ PotTotal: 123_456, TicketPrice: 200 });
  let waiting = awaiting.map((payment) => ({ ...payment, ExpiresAt: '2026-11-22T23:20:00Z' }));
  return stubFetch(
    on('GET', /awaiting-approval/, () => json({ Payments: waiting })),
    on('POST', /\/cancel\//, () => {
      waiting = [];
      return json(buildPayment({ Status: 'Failed', FailureMessage: 'payment_canceled' }));
    }),
    on('GET', /current-status/, () =>
      json(buildStatus({ ...instance, SubscriptionsEnabled: subscriptions })),
    ),
    on('GET', /for-game-instance-in-groups/, () => json({ PlayerNumberGroups: groups })),
    on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: max })),
    on('GET', /ticket-limit-reached/, () => json({ LimitReached: false })),
    on('PUT', '/api/player-number-group/subscription', () => json(subscribed)),
    on('GET', /prepaid\/by-player/, () => json({ Prepayments: prepayments })),
    on('GET', /payment-method\/by-player/, () =>
      json({
        PaymentMethods: [{ Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 }],
      }),
    ),
  );
}

async function open() {
  signInAs();
  const view = await renderScreen(
    <>
      <DashboardPage />
      <DialogHost />
    </>,
    paths.game.dashboard,
  );
  await screen.findByRole('heading', { name: 'Your numbers' }, { timeout: 5000 });
  return view;
}

const cards = () => screen.getAllByRole('listitem');
const groupId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('dashboard', () => {
  it('shows the instance in the spec currency format with the estimate note', async () => {
    serve([buildGroup(GROUP_A, [5])]);
    await open();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('$2.00')).toBeInTheDocument();
    expect(screen.getByText(/estimate until sales close/)).toBeInTheDocument();
  });

  it('one card lists its numbers by state: payment-failed first, then unplayed, then played', async () => {
    serve([
      buildGroup(GROUP_A, [50, 51], 0),
      buildGroup(GROUP_B, [3], 3),
      buildGroup(GROUP_C, [20], 4),
    ]);
    await open();
    const [card, ...others] = cards();
    expect(others).toHaveLength(0);
    expect(card).toHaveAccessibleName('Numbers 3, 20, 50, and 51');
    const rows = [...card!.querySelectorAll<HTMLElement>('[data-state]')];
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Payment failed20.*Retry payment$/),
      'Not played yet5051Play',
      'Played for this draw3',
    ]);
    // No auto-play here: this game does not offer it.
    expect(card).not.toHaveTextContent(/auto-play/i);
  });

  it('says a state in the plural over several numbers, in French (issue 28)', async () => {
    serve([buildGroup(GROUP_A, [50, 51], 0), buildGroup(GROUP_B, [3], 3)]);
    await open();
    await i18n.changeLanguage('fr');
    try {
      await waitFor(() => {
        const rows = [...cards()[0]!.querySelectorAll<HTMLElement>('[data-state]')];
        expect(rows.map((row) => row.querySelector('.mantine-Badge-root')?.textContent)).toEqual([
          'Pas encore joués',
          'Joué pour ce tirage',
        ]);
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('hands the group to play to the play screen', async () => {
    serve([buildGroup(GROUP_A, [7])]);
    const view = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumber));
  });

  it('offers to buy more below the maximum', async () => {
    serve([buildGroup(GROUP_A, [7], 3, true)], 3);
    await open();
    expect(screen.getByRole('link', { name: 'Buy more numbers' })).toHaveAttribute(
      'href',
      paths.game.purchaseNumber,
    );
    expect(screen.getByText('You can buy 2 more numbers (up to 3 per player).')).toBeVisible();
  });

  it('at the maximum, says why no more numbers can be bought', async () => {
    serve([buildGroup(GROUP_A, [7, 8], 0)], 2);
    await open();
    expect(screen.queryByRole('link', { name: 'Buy more numbers' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You hold the maximum of 2 numbers per player. Play the numbers you have.',
    );
  });

  it('when every number is played at the maximum, says so', async () => {
    serve([buildGroup(GROUP_A, [7, 8], 3, true)], 2);
    await open();
    expect(screen.getByRole('note')).toHaveTextContent(
      'All your numbers are played for this draw, and you hold the maximum of 2 numbers per player.',
    );
  });

  it('subscribes a group only after the confirmation dialog', async () => {
    const calls = serve([buildGroup(GROUP_A, [7, 8], 0)], 10, true);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    expect(dialog).toHaveTextContent(
      'charged $4.00 for these 2 numbers each time a new draw opens',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'player-number-group/subscription')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(callsTo(calls, 'player-number-group/subscription')).toHaveLength(1));
    expect(callsTo(calls, 'player-number-group/subscription')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      GroupId: GROUP_A,
      Subscribed: true,
    });
    expect(await screen.findByText('Auto-play on')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn off auto-play' })).toBeVisible();
  });

  it('ten single-number purchases show as one card of ten numbers with one auto-play switch (issue 12)', async () => {
    const singles = Array.from({ length: 10 }, (_, i) => buildGroup(groupId(i), [i + 1]));
    serve(singles, 10, true);
    await open();
    const [card, ...others] = cards();
    expect(others).toHaveLength(0);
    expect(card).toHaveAccessibleName('Numbers 1, 2, 3, 4, 5, 6, 7, 8, 9, and 10');
    expect(card!.querySelectorAll('.ticket-number')).toHaveLength(10);
    expect(card).toHaveTextContent('Auto-play off');
    expect(within(card!).getAllByRole('button', { name: 'Turn on auto-play' })).toHaveLength(1);
    expect(within(card!).getAllByRole('button', { name: 'Play' })).toHaveLength(1);
  });

  it('turns auto-play on for every number of a card after one confirmation', async () => {
    const calls = serve(
      [
        buildGroup(GROUP_A, [7]),
        buildGroup(GROUP_B, [8]),
        { ...buildGroup(GROUP_C, [20], 1), Subscribed: true },
      ],
      10,
      true,
    );
    await open();
    const [off, on] = cards();
    expect(off).toHaveAccessibleName('Numbers 7 and 8');
    expect(off).toHaveTextContent('Auto-play off');
    expect(on).toHaveAccessibleName('Number 20');
    expect(on).toHaveTextContent('Auto-play on');
    await userEvent.click(within(off!).getByRole('button', { name: 'Turn on auto-play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    expect(dialog).toHaveTextContent('charged $4.00 for these 2 numbers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName('Numbers 7, 8, and 20');
    expect(cards()[0]).toHaveTextContent('Auto-play on');
    const puts = callsTo(calls, 'player-number-group/subscription');
    expect(puts.map((call) => call.body)).toEqual(
      [GROUP_A, GROUP_B].map((GroupId) => ({
        PlayerId: PLAYER_ID,
        OrganizationId: ORG_ID,
        GroupId,
        Subscribed: true,
      })),
    );
  });

  it('after prepaying, the opt-in dialog says auto-play starts after the paid draws, EN and FR (issue 28)', async () => {
    const draw = (Index: number, Status: 'Entered' | 'Pending', DrawAt: string) => ({
      Index,
      Status,
      GameInstanceId: null,
      DrawAt,
      Estimated: Status === 'Pending',
    });
    const prepayment: Prepayment = {
      PaymentId: PAYMENT_ID,
      GroupIds: [GROUP_A],
      TicketNumbers: [7],
      Draws: [
        draw(0, 'Entered', '2026-11-27T20:00:00Z'),
        draw(1, 'Pending', '2026-12-04T20:00:00Z'),
        draw(2, 'Pending', '2026-12-11T20:00:00Z'),
      ],
      PaidThrough: '2026-12-11T20:00:00Z',
      RefundableDraws: 2,
      RefundableAmount: 400,
      RefundedAmount: 0,
      Currency: 'CAD',
    };
    serve([buildGroup(GROUP_A, [7], 3, true)], 10, true, [], undefined, [prepayment]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    expect(dialog).toHaveTextContent(
      /The next 2 draws are already paid for, through the draw of Dec(ember|\.)? 11, 2026: auto-play starts after them\. Visa •••• 4242 will then be charged \$2\.00 for this number each time a new draw opens\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await i18n.changeLanguage('fr');
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Activer le jeu automatique' }));
      const french = await screen.findByRole('dialog', { name: 'Activer le jeu automatique?' });
      expect(french).toHaveTextContent(
        /Les 2 prochains tirages sont déjà payés, jusqu’au tirage du 11 déc\.? 2026 : le jeu automatique commence après eux\. Votre carte Visa •••• 4242 sera ensuite débitée/,
      );
      await userEvent.click(within(french).getByRole('button', { name: 'Annuler' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the saved card auto-play charges beside the switch (issue 12)', async () => {
    serve(
      [
        buildGroup(GROUP_A, [7]),
        { ...buildGroup(GROUP_B, [20], 1), Subscribed: true, SubscriptionPaymentMethodId: CARD_ID },
      ],
      10,
      true,
    );
    await open();
    const [off, on] = cards();
    expect(await within(on!).findByText('Auto-play charges Visa •••• 4242')).toBeVisible();
    expect(off).not.toHaveTextContent(/charges/);
  });

  it('names the card in the opt-in dialog and keeps naming it after the first opt-in (issue 28)', async () => {
    const group = buildGroup(GROUP_A, [7]);
    // The server answers the group with the card it chose, as it does.
    serve([group], 10, true, [], {
      ...group,
      Subscribed: true,
      SubscriptionPaymentMethodId: CARD_ID,
    });
    await open();
    await userEvent.click(within(cards()[0]!).getByRole('button', { name: 'Turn on auto-play' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    expect(dialog).toHaveTextContent('Visa •••• 4242 will be charged $2.00 for this number');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(cards()[0]!).findByText('Auto-play charges Visa •••• 4242')).toBeVisible();
    expect(cards()[0]).not.toHaveTextContent(/removed/);
  });

  it('counts numbers and played numbers with real plurals, in French too (issue 28)', async () => {
    serve([buildGroup(GROUP_A, [7, 8], 0, true), buildGroup(GROUP_B, [20])]);
    await open();
    expect(await screen.findByText('3 numbers · 2 played')).toBeVisible();
    await i18n.changeLanguage('fr');
    try {
      expect(await screen.findByText('3 numéros · 2 joués')).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the card auto-play charged was removed', async () => {
    serve(
      [{ ...buildGroup(GROUP_B, [20], 1), Subscribed: true, SubscriptionPaymentMethodId: 'gone' }],
      10,
      true,
    );
    await open();
    expect(await within(cards()[0]!).findByText(/saved card was removed/)).toBeVisible();
  });

  it('offers to approve or cancel a payment left at the bank check, and cancels it', async () => {
    const group = buildGroup(GROUP_A, [7, 8], 0);
    const calls = serve([group], 10, false, [
      buildPayment({ Status: 'RequiresAction', Amount: 400, PlayerNumberGroups: [group] }),
    ]);
    await open();
    const region = await screen.findByRole('region', { name: 'Waiting for your approval' });
    expect(region).toHaveTextContent('Week 1: $4.00, numbers 7 and 8');
    // Its numbers wait for the approval: not played, and not offered to be paid again.
    const [card] = cards();
    expect(card).toHaveTextContent('Waiting for your approval');
    expect(within(card!).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Play your/ })).toBeNull();
    expect(region).toHaveTextContent(/Approve or cancel it by Nov 2\d, 2026, \d/);
    expect(within(region).getByRole('button', { name: 'Approve the payment' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Cancel the payment' }));
    await waitFor(() =>
      expect(callsTo(calls, `payment/by-player/${PLAYER_ID}/cancel/${PAYMENT_ID}`)).toHaveLength(1),
    );
    expect(await screen.findByRole('status', { name: 'Payment cancelled' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Waiting for your approval' })).toBeNull(),
    );
    expect(within(cards()[0]!).getByRole('button', { name: 'Play' })).toBeVisible();
  });
});
