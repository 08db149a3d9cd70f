import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { CharitySetupList } from '@charity/domain/setup/charity-setup';
import type { TermsSetup } from '@charity/domain/setup/terms-setup';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup } from '@/testing/staff-setup';
import { AdminCharitiesPage } from './charities';
import { AdminGamesPage } from './games';
import { AdminTermsPage } from './terms';

/** Issue 27: French texts of charities and categories, and which terms languages are current. */
afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const charities: CharitySetupList = {
  categories: [
    {
      id: 'c1',
      key: 'health',
      name: 'Health',
      charityCount: 1,
      translations: { fr: { name: 'Santé' } },
    },
  ],
  charities: [
    {
      id: 'h1',
      key: 'hospital',
      name: 'Hospital',
      description: 'Care',
      websiteUrl: null,
      logoUrl: null,
      active: true,
      categoryKey: 'health',
      pledgeCount: 0,
      translations: { fr: { name: 'Hôpital' } },
    },
  ],
};

const since = (version: number, day: string) => ({
  version,
  publishedAt: `2026-11-${day}T12:00:00Z`,
});
const terms: TermsSetup = {
  latest: {
    version: 4,
    gameRules: '# Rules v4',
    termsOfService: '# Terms',
    privacyPolicy: '# Privacy',
    french: { gameRules: '# Règles v3', termsOfService: '# Conditions', privacyPolicy: '# Vie' },
  },
  currency: {
    gameRules: { english: since(4, '20'), french: since(3, '12'), frenchOlder: true },
    termsOfService: { english: since(1, '01'), french: since(2, '05'), frenchOlder: false },
    privacyPolicy: { english: since(1, '01'), french: null, frenchOlder: false },
  },
  versions: [{ id: 'v4', version: 4, publishedAt: '2026-11-20T12:00:00Z', agreedCount: 0 }],
};

function serveCharities() {
  return stubFetch(
    membershipAs('manager'),
    on('GET', `/api/setup/charities/for-organization/${ORG_ID}`, () => json(charities)),
    on('PUT', `/api/setup/charity/h1/for-organization/${ORG_ID}`, () =>
      json(charities.charities[0]),
    ),
    on('PUT', `/api/setup/charity-category/c1/for-organization/${ORG_ID}`, () =>
      json(charities.categories[0]),
    ),
  );
}

describe('French texts in the charity and category forms', { timeout: 20_000 }, () => {
  it('shows the stored French name and sends the French texts with the English ones', async () => {
    const calls = serveCharities();
    signInAs(true);
    await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Hospital' }, { timeout: 10_000 }),
    );
    const form = screen.getByRole('form', { name: 'Edit a charity' });
    const frenchName = within(form).getByLabelText('Name in French');
    expect(frenchName).toHaveValue('Hôpital');
    await userEvent.type(within(form).getByLabelText('Description in French'), 'Des soins');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the charity' }));
    await screen.findByText('Hospital was saved.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Hospital',
      translations: { fr: { name: 'Hôpital', description: 'Des soins' } },
    });
  });

  it('removes a French name emptied in the category form', async () => {
    const calls = serveCharities();
    signInAs(true);
    await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rename Health' }, { timeout: 10_000 }),
    );
    const form = screen.getByRole('form', { name: 'Rename Health' });
    await userEvent.clear(within(form).getByLabelText('Name in French'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save the category' }));
    await screen.findByText('Health was saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      key: 'health',
      name: 'Health',
      translations: { fr: {} },
    });
  });

  it('labels the French fields in French', async () => {
    await i18n.changeLanguage('fr');
    serveCharities();
    signInAs(true);
    await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
    await screen.findAllByText('Hôpital', {}, { timeout: 10_000 });
    expect(screen.getAllByLabelText('Nom en français').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Description en français')).toBeInTheDocument();
  });
});

describe('the French names in the French console (issue 27)', () => {
  it('lists charities and categories by their French names, in French only', async () => {
    await i18n.changeLanguage('fr');
    serveCharities();
    signInAs(true);
    await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
    const charities = await screen.findByRole(
      'region',
      { name: 'Organismes que les joueurs peuvent appuyer' },
      { timeout: 10_000 },
    );
    const categories = screen.getByRole('region', {
      name: 'Catégories sous lesquelles les organismes sont présentés',
    });
    expect(within(categories).getByRole('cell', { name: 'Santé' })).toBeInTheDocument();
    expect(within(charities).getByRole('cell', { name: 'Hôpital' })).toBeInTheDocument();
    expect(within(charities).getByRole('cell', { name: 'Santé' })).toBeInTheDocument();
    expect(within(charities).queryByRole('cell', { name: 'Hospital' })).toBeNull();
    await i18n.changeLanguage('en');
    expect(await within(charities).findByRole('cell', { name: 'Hospital' })).toBeInTheDocument();
    expect(within(charities).getByRole('cell', { name: 'Health' })).toBeInTheDocument();
  });
});

describe('which languages of the terms are current', { timeout: 20_000 }, () => {
  function serveTerms(role: 'owner' | 'auditor' = 'owner') {
    stubFetch(
      membershipAs(role),
      on('GET', `/api/setup/terms/for-organization/${ORG_ID}`, () => json(terms)),
    );
  }

  it('says the French rules are older and opens them in the editor', async () => {
    serveTerms();
    signInAs(true);
    await renderScreen(<AdminTermsPage />, paths.admin.terms);
    const notice = await screen.findByRole(
      'alert',
      { name: 'A French text is older than the English one' },
      { timeout: 10_000 },
    );
    expect(
      within(notice).getByText(
        /French: version 3 of Nov 12, 2026, older than the English version 4: French players read the old text/,
      ),
    ).toBeInTheDocument();
    expect(
      within(notice).getByText(/no French text: French players read the English/),
    ).toBeInTheDocument();
    await userEvent.click(
      // The role is known once the membership is read.
      await screen.findByRole('button', { name: 'Edit the French text of Game rules' }),
    );
    expect(screen.getByRole('textbox')).toHaveValue('# Règles v3');
    expect(screen.getByRole('radio', { name: 'French' })).toBeChecked();
  });

  it('says it in French, and offers no edit to a role that reads only', async () => {
    await i18n.changeLanguage('fr');
    serveTerms('auditor');
    signInAs(true);
    await renderScreen(<AdminTermsPage />, paths.admin.terms);
    const notice = await screen.findByRole(
      'alert',
      { name: 'Un texte français est plus ancien que le texte anglais' },
      { timeout: 10_000 },
    );
    expect(
      within(notice).getByText(
        /plus ancienne que la version anglaise 4 : les joueurs francophones/,
      ),
    ).toBeInTheDocument();
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe("a draw's French texts in the schedule form", { timeout: 20_000 }, () => {
  const game = buildGameSetup({ instances: [] });
  const call = `/api/setup/game/${game.id}/instances/for-organization/${ORG_ID}`;

  it('sends the French name and description with the draw', async () => {
    const calls = stubFetch(
      membershipAs('manager'),
      on('GET', `/api/setup/games/for-organization/${ORG_ID}`, () => json({ games: [game] })),
      on('POST', call, () =>
        json(
          {
            id: 'i2',
            sequence: 2,
            name: 'Week 2',
            description: '',
            status: 'Scheduled',
            startedOn: '2026-12-05T04:00:00Z',
            salesCloseAt: '2026-12-11T23:00:00Z',
            drawAt: '2026-12-12T00:00:00Z',
          },
          201,
        ),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminGamesPage />, paths.admin.games);
    const form = await screen.findByRole(
      'form',
      { name: `Schedule the next draw of ${game.name}` },
      { timeout: 10_000 },
    );
    await userEvent.type(within(form).getByLabelText('Name in French'), 'Semaine 2');
    await userEvent.type(within(form).getByLabelText('Description in French'), 'Grand soir');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule the draw' }));
    await screen.findByText(/Week 2 is scheduled/);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Week 2',
      translations: { fr: { name: 'Semaine 2', description: 'Grand soir' } },
    });
  });
});
