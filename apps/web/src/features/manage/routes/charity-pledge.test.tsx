import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { playerQueryOptions } from '@/api/player';
import { queryClient } from '@/lib/query-client';
import { buildCharitiesByCategory } from '@/testing/charities';
import { buildPlayer, ORG_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, playerPath, renderScreen, seedConfig } from '@/testing/render-screen';
import { ManageCharityPledgePage } from './charity-pledge';

afterEach(() => queryClient.clear());

describe('manage: charity pledge', () => {
  it('preselects the current charity; saving pledges the new one and refetches the player', async () => {
    let player = buildPlayer({ CharityPledge: { CharityId: 'charity-2' } });
    const calls = stubFetch(
      on('GET', `/api/charity/by-category/for-organization/${ORG_ID}`, () =>
        json(buildCharitiesByCategory()),
      ),
      on('POST', '/api/charity/pledge-support', () => {
        player = { ...player, CharityPledge: { CharityId: 'charity-1' } };
        return json(player);
      }),
      on('GET', `/api/${playerPath(ORG_ID)}`, () => json(player)),
    );
    signInAs();
    seedConfig();
    await queryClient.fetchQuery(playerQueryOptions(PLAYER_ID, ORG_ID));
    await renderScreen(<ManageCharityPledgePage />, paths.game.manage.charityPledge);
    expect(await screen.findByRole('radio', { name: 'Shelter' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Food Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my charity' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your charity was updated');
    expect(callsTo(calls, 'charity/pledge-support')[0]?.body).toEqual({
      CharityId: 'charity-1',
      OrganizationId: ORG_ID,
      PlayerId: PLAYER_ID,
    });
    await waitFor(() => expect(callsTo(calls, playerPath(ORG_ID))).toHaveLength(2));
    expect(screen.getByRole('radio', { name: 'Food Bank' })).toBeChecked();
  });
});
