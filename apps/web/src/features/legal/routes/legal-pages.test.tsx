import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { ORG_ID } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { GameRulesPage } from './game-rules';
import { PrivacyPolicyPage } from './privacy-policy';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

function serveTerms(rules: string) {
  stubFetch(
    on('GET', `/api/organization/tos/latest/byid/${ORG_ID}`, () =>
      json({
        TermsOfServiceId: '55555555-5555-4555-8555-555555555555',
        TestGameTos: 'terms',
        GameRules: rules,
        PrivacyPolicy: 'We keep **little**.',
        Language: 'en',
      }),
    ),
  );
}

describe('legal pages (issue 12: every title was shown twice)', () => {
  it("take the document's own title as the page's heading and tab title, once", async () => {
    serveTerms('# Weekly Draw: Game Rules\n\n## Prizes\n\nHalf the sales.');
    await renderScreen(<GameRulesPage />, paths.game.gameRules);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly Draw: Game Rules' }),
    ).toBeVisible();
    expect(screen.getAllByText('Weekly Draw: Game Rules')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Prizes');
    expect(document.title).toMatch(/^Weekly Draw: Game Rules · /);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keep the menu name as the heading of a document without a title', async () => {
    serveTerms('rules');
    await renderScreen(<PrivacyPolicyPage />, paths.game.privacyPolicy);
    expect(await screen.findByText('little')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toMatch(/^Privacy Policy · /);
  });
});
