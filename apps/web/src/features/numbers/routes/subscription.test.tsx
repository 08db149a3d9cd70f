import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, ORG_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildGroup, CARD_ID, GROUP_A, GROUP_B } from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { SubscriptionPage } from './subscription';

afterEach(() => queryClient.clear());

function serve(
  cards: unknown[],
  autoPlayCardId: string | null = CARD_ID,
  answer: (groups: unknown[]) => Response = (groups) => json(groups[1]),
) {
  const groups = [
    { ...buildGroup(GROUP_A, [9], 1), SubscriptionPaymentMethodId: autoPlayCardId },
    buildGroup(GROUP_B, [4, 5], 0),
  ];
  return stubFetch(
    on('GET', /current-status/, () =>
      json(buildStatus(buildInstance({ SubscriptionsEnabled: true, TicketPrice: 300 }))),
    ),
    on('GET', /for-game-instance-in-groups/, () => json({ PlayerNumberGroups: groups })),
    on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: cards })),
    on('PUT', '/api/player-number-group/subscription', () => answer(groups)),
  );
}

async function open() {
  signInAs();
  await renderScreen(
    <>
      <SubscriptionPage />
      <DialogHost />
    </>,
    paths.game.subscription,
  );
  await screen.findByText('Numbers 4 and 5', {}, { timeout: 5000 });
}

describe('subscription', () => {
  it('discloses renewal, cancelling and failures before any choice', async () => {
    serve([]);
    await open();
    expect(screen.getByText('How renewal works')).toBeVisible();
    expect(screen.getByText(/charged \$3.00 for each of its numbers/)).toBeVisible();
    expect(screen.getByText('How to cancel')).toBeVisible();
    expect(screen.getByText('If an automatic payment fails')).toBeVisible();
    expect(screen.getByText('Save a card first')).toBeVisible();
    const subscribe = screen.getAllByRole('button', { name: 'Subscribe' });
    expect(subscribe[0]).toBeDisabled();
  });

  it('subscribes a group with the chosen card after Confirm; unsubscribes another', async () => {
    const calls = serve([
      { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 },
    ]);
    await open();
    expect(screen.getByText('Auto-play on')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    expect(dialog).toHaveTextContent('$6.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(calls, 'player-number-group/subscription')).toHaveLength(1));
    expect(callsTo(calls, 'player-number-group/subscription')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      GroupId: GROUP_B,
      Subscribed: true,
      PaymentMethodId: CARD_ID,
    });
    await waitFor(() => expect(screen.getAllByText('Auto-play on')).toHaveLength(2));
  });

  it('a refused turn-on shows why, and the player stays signed in on the page', async () => {
    const card = { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 };
    serve([card], CARD_ID, () =>
      json(
        {
          Status: 403,
          Code: 'SelfExcluded',
          Message: 'You excluded yourself from play until 2027-05-26.',
          Method: 'PUT',
          RequestUrl: '',
        },
        403,
      ),
    );
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-play?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/You have excluded yourself from play/)).toBeVisible();
    expect(screen.getByText('Numbers 4 and 5')).toBeVisible();
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('oidc.user:'))).toBe(true);
  });

  it('names the saved card each auto-playing group is charged to (issue 12)', async () => {
    const other = '77777777-7777-4777-8777-777777777777';
    serve(
      [
        { Id: other, Brand: 'mastercard', Last4: '4444', ExpMonth: 1, ExpYear: 2030 },
        { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 },
      ],
      CARD_ID,
    );
    await open();
    const group = screen.getByText('Number 9').closest('.mantine-Paper-root');
    if (!(group instanceof HTMLElement)) throw new Error('no group card');
    expect(within(group).getByText(/^Charged to Visa ending in 4242/)).toBeVisible();
    // The card picked for new subscriptions (the first) is not what this group is charged.
    expect(within(group).queryByText(/4444/)).toBeNull();
  });

  it('says when the card an auto-playing group was charged to is no longer saved', async () => {
    serve([{ Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 }], null);
    await open();
    expect(
      screen.getByText('Its saved card was removed: subscribe again with another card.'),
    ).toBeVisible();
  });
});
