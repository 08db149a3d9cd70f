import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { TermsSetup } from '@charity/domain/setup/terms-setup';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { buildGameSetup, profile, charitySetupList } from '@/testing/staff-setup';
import { AdminCharitiesPage } from './charities';
import { AdminGamesPage } from './games';
import { AdminOrganizationPage } from './organization';
import { AdminTermsPage } from './terms';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const charities = charitySetupList;

const terms: TermsSetup = {
  latest: {
    version: 1,
    gameRules: '# Rules',
    termsOfService: '# Terms',
    privacyPolicy: '# Privacy',
    french: null,
  },
  // Issue 27: the French rules are older; only a role that publishes is offered to edit them.
  currency: {
    gameRules: {
      english: { version: 2, publishedAt: '2026-02-01T12:00:00Z' },
      french: { version: 1, publishedAt: '2026-01-01T12:00:00Z' },
      frenchOlder: true,
    },
    termsOfService: {
      english: { version: 1, publishedAt: '2026-01-01T12:00:00Z' },
      french: null,
      frenchOlder: false,
    },
    privacyPolicy: {
      english: { version: 1, publishedAt: '2026-01-01T12:00:00Z' },
      french: null,
      frenchOlder: false,
    },
  },
  versions: [{ id: 'v1', version: 1, publishedAt: '2026-01-01T12:00:00Z', agreedCount: 3 }],
};

const game = buildGameSetup();

const setup = (kind: string) => `/api/setup/${kind}/for-organization/${ORG_ID}`;

interface Screen {
  name: string;
  element: ReactElement;
  path: string;
  /** Waits for the page's data. */
  ready: () => Promise<unknown>;
  /** The buttons each role sees: exactly the calls its role is allowed, and nothing else. */
  buttons: Partial<Record<StaffRole, string[]>>;
}

/** What the owner and the manager (same rights on these pages) are offered. */
const charityActions = [
  'Edit Hospital',
  'Add the charity',
  'Rename Health',
  'Rename Empty',
  'Delete Empty (it lists no charity)',
  'Add the category',
];
const termsActions = ['Edit the French text of Game rules', 'Publish the changes as a new version'];
const gameActions = [
  'Add a game',
  'Edit Weekly Gold Rush',
  'Remove bundle 1',
  'Add a bundle',
  'Save the bundles',

  'Extend the sales of Week 1',
  'Cancel Week 1',
  'Schedule the draw',
];

const screens: Screen[] = [
  {
    name: 'organization',
    element: <AdminOrganizationPage />,
    path: paths.admin.organization,
    ready: () => screen.findByDisplayValue('Gold Rush Demo', {}, { timeout: 10_000 }),
    buttons: {
      owner: ['Download set-up (YAML)', 'Save changes'],
      manager: ['Download set-up (YAML)'],
      auditor: ['Download set-up (YAML)'],
    },
  },
  {
    name: 'charities',
    element: <AdminCharitiesPage />,
    path: paths.admin.charities,
    ready: () => screen.findAllByText('Hospital', {}, { timeout: 10_000 }),
    buttons: {
      owner: charityActions,
      manager: charityActions,
      auditor: [],
    },
  },
  {
    name: 'terms',
    element: <AdminTermsPage />,
    path: paths.admin.terms,
    ready: () => screen.findAllByText('Rules', {}, { timeout: 10_000 }),
    buttons: {
      owner: termsActions,
      manager: termsActions,
      auditor: [],
    },
  },
  {
    name: 'games',
    element: <AdminGamesPage />,
    path: paths.admin.games,
    ready: () => screen.findAllByText('Weekly Gold Rush', {}, { timeout: 10_000 }),
    buttons: {
      owner: gameActions,
      manager: gameActions,
      auditor: [],
    },
  },
];

function serve(role: StaffRole) {
  stubFetch(
    membershipAs(role),
    on('GET', setup('organization'), () => json(profile)),
    on('GET', setup('charities'), () => json(charities)),
    on('GET', setup('terms'), () => json(terms)),
    on('GET', setup('games'), () => json({ games: [game] })),
  );
}

const buttonNames = () =>
  screen
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '');

describe(
  'set-up screens by role (the controls are the calls the role may make)',
  { timeout: 20_000 },
  () => {
    for (const page of screens) {
      for (const [role, expected] of Object.entries(page.buttons) as [StaffRole, string[]][]) {
        it(`${page.name}: the ${role} sees ${expected.length === 0 ? 'no action' : expected.join(', ')}`, async () => {
          serve(role);
          signInAs(true);
          await renderScreen(page.element, page.path);
          await page.ready();
          // The role is known once the page says so or shows a control that needs it.
          if (expected.length === 0 || (role === 'manager' && page.name === 'organization')) {
            expect(await screen.findByText('Read only')).toBeInTheDocument();
          } else {
            await screen.findByRole('button', { name: expected.at(-1) });
          }
          expect(buttonNames().sort()).toEqual([...expected].sort());
        });
      }
    }

    it('organization: the auditor reads every field, disabled', async () => {
      serve('auditor');
      signInAs(true);
      await renderScreen(<AdminOrganizationPage />, paths.admin.organization);
      await screen.findByText('Read only', {}, { timeout: 10_000 });
      expect(
        screen.getByText('Your role (Auditor) can read this page but not change it.'),
      ).toBeInTheDocument();
      for (const field of screen.getAllByRole('textbox')) {
        expect(field).toBeDisabled();
        // Readable values, not the faint grey of a placeholder (issue 27).
        expect(field.closest('fieldset')).toHaveClass('staff-read-only-fields');
      }
    });

    it('charities: the auditor sees no field, French ones included (issue 27)', async () => {
      serve('auditor');
      signInAs(true);
      await renderScreen(<AdminCharitiesPage />, paths.admin.charities);
      await screen.findByText('Read only', {}, { timeout: 10_000 });
      expect(screen.queryAllByRole('textbox')).toEqual([]);
      expect(screen.queryByLabelText('Name in French')).not.toBeInTheDocument();
    });

    it('terms: the auditor reads the texts, which cannot be typed into', async () => {
      serve('auditor');
      signInAs(true);
      await renderScreen(<AdminTermsPage />, paths.admin.terms);
      await screen.findByText('Read only', {}, { timeout: 10_000 });
      const text = screen.getByRole('textbox');
      expect(text).toHaveAttribute('readonly');
      expect(text).toHaveValue('# Rules');
    });
  },
);
