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
import { buildGroup, buildPayment, buildReceipt, CARD_ID, GROUP_A, GROUP_B } from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { PlayNumberPage } from './play-number';

afterEach(() => queryClient.clear());

const card = { Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 };

function serve(maxPrepaidDraws: number) {
  return stubFetch(
    on('GET', /current-status/, () =>
      json(buildStatus(buildInstance({ TicketPrice: 200, MaxPrepaidDraws: maxPrepaidDraws }))),
    ),
    on('GET', /for-game-instance-in-groups/, () =>
      json({ PlayerNumberGroups: [buildGroup(GROUP_A, [7]), buildGroup(GROUP_B, [40, 41])] }),
    ),
    on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: [card] })),
    on('GET', /\/receipt\//, () => json(buildReceipt())),
    on('POST', '/api/player-number/prepay', () => json(buildPayment())),
  );
}

async function open() {
  signInAs();
  const view = await renderScreen(<PlayNumberPage />, paths.game.playNumber);
  await screen.findByRole('checkbox', { name: /Number 7/ }, { timeout: 5000 });
  return view;
}

describe('play-number: prepaid draws', () => {
  it('pays one group for three draws with the prepay call and its total', async () => {
    const calls = serve(5);
    const view = await open();
    // Several groups are paid for this draw only: the choice appears for one group.
    expect(screen.queryByRole('radio', { name: /This draw only/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Numbers 40 and 41/ }));
    expect(screen.getByRole('radio', { name: 'This draw only: $2.00' })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /draw/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '3 draws, this one included: $6.00' }));
    expect(screen.getByText('1 number × $2.00 × 3 draws')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $6.00' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.playNumberSuccess));
    const [prepay] = callsTo(calls, 'player-number/prepay');
    expect(prepay?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      GameInstanceId: INSTANCE_ID,
      GroupId: GROUP_A,
      Draws: 3,
      Payment: { PaymentMethodId: CARD_ID },
    });
    expect(callsTo(calls, 'player-number/play')).toHaveLength(0);
  });

  it('offers no choice of draws when the game takes one draw at a time', async () => {
    serve(1);
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: /Numbers 40 and 41/ }));
    expect(screen.queryByRole('radio', { name: /This draw only/ })).toBeNull();
  });
});
