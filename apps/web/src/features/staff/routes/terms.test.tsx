import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TermsPreview } from '@charity/domain/api/terms-preview';
import { paths } from '@charity/domain/paths';
import type { TermsSetup } from '@charity/domain/setup/terms-setup';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { AdminTermsPage } from './terms';

afterEach(() => queryClient.clear());

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

const terms: TermsSetup = {
  latest: {
    version: 1,
    gameRules: '# Rules',
    termsOfService: '# Terms',
    privacyPolicy: '# Privacy',
    french: null,
  },
  currency: null,
  versions: [{ id: 'v1', version: 1, publishedAt: '2026-01-01T12:00:00Z', agreedCount: 3 }],
};
const HOSTILE = '# Rules\n\n<svg/onload=alert(1)> [x](javascript&#58;alert(1))';
const removedFrom: TermsPreview = {
  Texts: [{ Path: 'GameRules', Removed: ['<svg>', 'href="javascript:alert(1)" on <a>'] }],
};
const record = {
  TermsOfServiceId: 'v2',
  GameRules: '# Rules, revised',
  PrivacyPolicy: '# Privacy',
  GoldRushTos: '# Terms',
};

function serve(preview: TermsPreview) {
  return stubFetch(
    membershipAs('owner'),
    on('GET', `/api/setup/terms/for-organization/${ORG_ID}`, () => json(terms)),
    on('POST', '/api/organization/tos/preview', () => json(preview)),
    on('POST', '/api/organization/tos/publish', () => json(record, 201)),
  );
}

async function publishRules(text: string, button: RegExp) {
  signInAs(true);
  await renderScreen(<AdminTermsPage />, paths.admin.terms);
  const publish = await screen.findByRole('button', { name: button }, { timeout: 10_000 });
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  await userEvent.click(publish);
}

describe('published versions', () => {
  it('says when each was published on the game’s clock with its zone (follow-up 1)', async () => {
    stubFetch(
      membershipAs('owner'),
      on('GET', `/api/setup/terms/for-organization/${ORG_ID}`, () => json(terms)),
      on('GET', `/api/organization/current-status/byid/${ORG_ID}`, () =>
        json(buildStatus(buildInstance({ TimeZone: 'America/Halifax' }))),
      ),
    );
    signInAs(true);
    await renderScreen(<AdminTermsPage />, paths.admin.terms);
    await screen.findByText('Published versions', {}, { timeout: 10_000 });
    // 12:00 UTC is 8 a.m. in Halifax, whatever the browser's zone.
    expect(await screen.findByText(/^Jan 1, 2026, 8:00\sAM\sAST$/)).toBeInTheDocument();
  });
});

describe('publishing terms asks the server what its sanitizer would remove (issue 26)', () => {
  it('shows what would be removed, by document and language, and publishes nothing', async () => {
    const calls = serve(removedFrom);
    await publishRules(HOSTILE, /Publish the change/);
    const alert = await screen.findByRole('alert', {
      name: 'Publishing would remove markup players are never shown',
    });
    expect(
      within(alert).getByText('Game rules, English: <svg>, href="javascript:alert(1)" on <a>'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Would be removed: <svg>, href="javascript:alert(1)" on <a>'),
    ).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/organization/tos/preview']);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      OrganizationId: ORG_ID,
      GameRules: HOSTILE,
    });
  });

  it('publishes when nothing would be removed', async () => {
    const calls = serve({ Texts: [{ Path: 'GameRules', Removed: [] }] });
    await publishRules('# Rules, revised', /Publish the change/);
    expect(await screen.findByText('Version 2 is published.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/organization/tos/preview', '/api/organization/tos/publish']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The notice follows a change of language (it said "Version 2 is published." in French).
    await act(() => i18n.changeLanguage('fr'));
    try {
      expect(await screen.findByText('La version 2 est publiée.')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      serve(removedFrom);
      await publishRules(HOSTILE, /Publier/);
      const alert = await screen.findByRole('alert', {
        name: 'La publication retirerait du balisage que les joueurs ne voient jamais',
      });
      expect(
        within(alert).getByText(
          'Règlement du jeu, Anglais : <svg>, href="javascript:alert(1)" on <a>',
          { exact: false },
        ),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
