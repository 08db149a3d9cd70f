import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { playerQueryOptions } from '@/api/player';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildCharitiesByCategory } from '@/testing/charities';
import { buildPlayer, ORG_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, playerPath, renderScreen, seedConfig } from '@/testing/render-screen';
import { CharityPledgePage } from './charity-pledge';
import { RegisterTermsPage } from './terms-of-service';

const TERMS_ID = '55555555-5555-4555-8555-555555555555';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('register: terms of service', () => {
  function serveTerms(agreeStatus = 200, languagesAsked: Array<string | null> = []) {
    let player = buildPlayer({ AgreedToTermsOfService: false });
    return stubFetch(
      (request) => {
        if (request.url.pathname.includes('/tos/latest/'))
          languagesAsked.push(request.url.searchParams.get('lang'));
        return undefined;
      },
      // The organization has its terms in English only, whatever language is asked for.
      on('GET', `/api/organization/tos/latest/byid/${ORG_ID}`, () =>
        json({
          TermsOfServiceId: TERMS_ID,
          TestGameTos: '# Our terms\n\nPlay **fair**.',
          GameRules: 'rules',
          PrivacyPolicy: 'privacy',
          Language: 'en',
        }),
      ),
      on('PUT', '/api/player/agree-to-tos', () => {
        if (agreeStatus !== 200)
          return json(
            { Status: 409, Code: 'Conflict', Message: 'Newer', Method: 'PUT', RequestUrl: '' },
            409,
          );
        player = { ...player, AgreedToTermsOfService: true };
        return json(player);
      }),
      on('GET', `/api/${playerPath(ORG_ID)}`, () => json(player)),
    );
  }

  it('shows the {ProductName}Tos markdown with links to the rules and the privacy policy', async () => {
    signInAs();
    serveTerms();
    await renderScreen(<RegisterTermsPage />, paths.register.termsOfService);
    expect(await screen.findByRole('heading', { level: 2, name: 'Our terms' })).toBeInTheDocument();
    expect(screen.getByText('fair').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Game Rules' })).toHaveAttribute(
      'href',
      paths.game.gameRules,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.game.privacyPolicy,
    );
  });

  it("asks for the terms in the reader's language and says when they are in English only", async () => {
    signInAs();
    const asked: Array<string | null> = [];
    serveTerms(200, asked);
    await i18n.changeLanguage('fr');
    try {
      await renderScreen(<RegisterTermsPage />, paths.register.termsOfService);
      const document = await screen.findByRole('article');
      expect(document).toHaveAttribute('lang', 'en');
      expect(screen.getByRole('note')).toHaveTextContent(
        'Ces textes sont en anglaisL’organisme ne les a pas publiés en français.',
      );
      expect(asked).toEqual(['fr']);
    } finally {
      await i18n.changeLanguage('en');
    }
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it('"I agree" sends the terms id, refetches the player and lets the guards route onward', async () => {
    signInAs();
    const calls = serveTerms();
    seedConfig();
    await queryClient.fetchQuery(playerQueryOptions(PLAYER_ID, ORG_ID)); // as the guard did
    const view = await renderScreen(<RegisterTermsPage />, paths.register.termsOfService);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.dashboard));
    expect(callsTo(calls, 'player/agree-to-tos')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      OrganizationTermsOfServiceId: TERMS_ID,
    });
    expect(callsTo(calls, playerPath(ORG_ID))).toHaveLength(2);
    expect(queryClient.getQueryData(['player', PLAYER_ID])).toMatchObject({
      AgreedToTermsOfService: true,
    });
  });

  it('when newer terms were published meanwhile, says so and reloads them', async () => {
    signInAs();
    const calls = serveTerms(409);
    const view = await renderScreen(<RegisterTermsPage />, paths.register.termsOfService);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/terms were just updated/);
    expect(view.location()).toBe(paths.register.termsOfService);
    await waitFor(() =>
      expect(callsTo(calls, `organization/tos/latest/byid/${ORG_ID}`)).toHaveLength(2),
    );
  });
});

describe('register: charity pledge', () => {
  function serveCharities() {
    return stubFetch(
      on('GET', `/api/charity/by-category/for-organization/${ORG_ID}`, () =>
        json(buildCharitiesByCategory()),
      ),
      on('POST', '/api/charity/pledge-support', () => json(buildPlayer())),
      on('GET', `/api/${playerPath(ORG_ID)}`, () => json(buildPlayer())),
    );
  }

  it('groups the charities by category as radio cards with name and description', async () => {
    signInAs();
    serveCharities();
    await renderScreen(<CharityPledgePage />, paths.register.charityPledge);
    const community = await screen.findByRole('group', { name: 'Community' });
    expect(within(community).getAllByRole('radio')).toHaveLength(2);
    const hospital = within(screen.getByRole('group', { name: 'Health' })).getByRole('radio', {
      name: 'Hospital Foundation',
    });
    expect(hospital).toHaveAccessibleDescription('Care close to home');
    expect(
      screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('asks for a choice before confirming', async () => {
    signInAs();
    const calls = serveCharities();
    await renderScreen(<CharityPledgePage />, paths.register.charityPledge);
    await screen.findByRole('group', { name: 'Community' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my charity' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a charity to continue.');
    expect(callsTo(calls, 'charity/pledge-support')).toHaveLength(0);
  });

  it('confirming pledges support, refetches the player and continues', async () => {
    signInAs();
    const calls = serveCharities();
    seedConfig();
    await queryClient.fetchQuery(playerQueryOptions(PLAYER_ID, ORG_ID)); // as the guard did
    const view = await renderScreen(<CharityPledgePage />, paths.register.charityPledge);
    await userEvent.click(await screen.findByRole('radio', { name: 'Hospital Foundation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my charity' }));
    await waitFor(() => expect(view.location()).toBe(paths.game.dashboard));
    expect(callsTo(calls, 'charity/pledge-support')[0]?.body).toEqual({
      CharityId: 'charity-3',
      OrganizationId: ORG_ID,
      PlayerId: PLAYER_ID,
    });
    expect(callsTo(calls, playerPath(ORG_ID))).toHaveLength(2);
  });
});
