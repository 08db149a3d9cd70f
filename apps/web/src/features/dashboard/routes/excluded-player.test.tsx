import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { paths } from '@charity/domain/paths';
import { PlayNumberPage } from '@/features/numbers/routes/play-number';
import { PurchaseNumberPage } from '@/features/numbers/routes/purchase-number';
import { SubscriptionPage } from '@/features/numbers/routes/subscription';
import { AssignNumbersPage } from '@/features/numbers/routes/assign-numbers';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildGroup, GROUP_A, GROUP_B } from '@/testing/money';
import { renderScreen } from '@/testing/render-screen';
import { DashboardPage } from './dashboard';

afterEach(() => queryClient.clear());

// Late in the evening in Halifax, already the next day in UTC: the game's zone decides.
const ENDS_ON = '2027-05-27T02:30:00.000Z';

function serve() {
  const instance = buildInstance({
    SubscriptionsEnabled: true,
    TicketPrice: 200,
    TimeZone: 'America/Halifax',
  });
  const groups = [
    { ...buildGroup(GROUP_A, [9], 1), SubscriptionPaymentMethodId: null },
    buildGroup(GROUP_B, [4, 5], 0),
  ];
  stubFetch(
    on('GET', /\/api\/player\/protection\//, () =>
      json({
        SelfExclusion: {
          Period: 'SixMonths',
          StartedOn: '2026-11-26T22:00:00.000Z',
          EndsOn: ENDS_ON,
          State: 'Excluded',
        },
        SpendingLimits: [],
      }),
    ),
    on('GET', /awaiting-approval/, () => json({ Payments: [] })),
    on('GET', /current-status/, () => json(buildStatus(instance))),
    on('GET', /for-game-instance-in-groups/, () => json({ PlayerNumberGroups: groups })),
    on('GET', /max-numbers-per-player/, () => json({ MaxNumbersPerPlayer: 10 })),
    on('GET', /ticket-limit-reached/, () => json({ LimitReached: false })),
    on('GET', /payment-method\/by-player/, () => json({ PaymentMethods: [] })),
  );
}

const screens: Array<[string, ReactElement, string]> = [
  ['purchase', <PurchaseNumberPage key="purchase" />, paths.game.purchaseNumber],
  ['play and prepay', <PlayNumberPage key="play" />, paths.game.playNumber],
  ['auto-play', <SubscriptionPage key="subscription" />, paths.game.subscription],
  ['get numbers', <AssignNumbersPage key="assign" />, paths.register.assignNumbers],
];

function expectNoMoneyControls() {
  for (const name of [/Pay/, /Buy more/, /auto-play/i, /^Subscribe$/, /^Play/, /Get/]) {
    expect(screen.queryByRole('button', { name })).toBeNull();
  }
  expect(screen.queryByRole('link', { name: /Buy more/ })).toBeNull();
}

describe('a self-excluded player', () => {
  it('sees on the dashboard until when, in the game’s zone, with no buy, play or auto-play', async () => {
    serve();
    signInAs();
    await renderScreen(<DashboardPage />, paths.game.dashboard);
    const notice = await screen.findByRole('status', { name: 'You are excluded from play' });
    await waitFor(() => expect(notice).toHaveTextContent('until May 26, 2027.'));
    expect(notice).not.toHaveTextContent('2027-05');
    await screen.findByText('Numbers 4 and 5', {}, { timeout: 5000 }).catch(() => undefined);
    expectNoMoneyControls();
  });

  it.each(screens)(
    'sees the exclusion, not the form, on the %s screen',
    async (_name, page, path) => {
      serve();
      signInAs();
      await renderScreen(page, path);
      const notice = await screen.findByRole('status', { name: 'You are excluded from play' });
      await waitFor(() => expect(notice).toHaveTextContent('until May 26, 2027.'));
      expectNoMoneyControls();
    },
  );

  it('reads it in French: « jusqu’au 26 mai 2027 »', async () => {
    serve();
    signInAs();
    await i18n.changeLanguage('fr');
    try {
      await renderScreen(<PurchaseNumberPage />, paths.game.purchaseNumber);
      const notice = await screen.findByRole('status', { name: 'Vous êtes exclu du jeu' });
      await waitFor(() => expect(notice).toHaveTextContent('jusqu’au 26 mai 2027.'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
