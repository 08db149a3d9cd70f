import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { buildConfig, buildInstance, buildStatus, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { ResponsibleGamingPage } from './responsible-gaming';

afterEach(() => queryClient.clear());

const limit = (Period: string, Amount: number | null, Pending: unknown = null) => ({
  Period,
  Amount,
  Spent: 0,
  Pending,
});

function serve() {
  return stubFetch(
    on('GET', /current-status/, () =>
      json(buildStatus(buildInstance({ TimeZone: 'America/Halifax' }))),
    ),
    on('GET', /\/api\/player\/protection\//, () =>
      json({
        SelfExclusion: null,
        SpendingLimits: [
          limit('Daily', 2000, { Amount: 5000, EffectiveOn: '2026-11-27T23:30:00.000Z' }),
          limit('Weekly', null),
          limit('Monthly', null),
        ],
      }),
    ),
  );
}

async function open() {
  signInAs();
  await renderScreen(<ResponsibleGamingPage />, paths.game.manage.responsibleGaming);
  return screen.findByRole('textbox', { name: /Daily/ }, { timeout: 5000 });
}

describe('the help line (issue 25)', () => {
  it.each([
    ['Nova Scotia Problem Gambling Help Line', '1-888-347-8888'],
    ['ConnexOntario', '1-866-531-2600'],
  ])('names the organization’s own: %s', async (Name, Phone) => {
    serve();
    signInAs();
    await renderScreen(
      <ResponsibleGamingPage />,
      paths.game.manage.responsibleGaming,
      buildConfig({ Organization: { ...buildConfig().Organization, Helpline: { Name, Phone } } }),
    );
    // The number is a link to call, kept on one line (issue 28: it broke after "1-").
    const call = await screen.findByRole('link', { name: Phone });
    expect(call).toHaveAttribute('href', `tel:${Phone.replace(/-/g, '')}`);
    expect(call).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(call.closest('p')).toHaveTextContent(`confidential: ${Name} ${Phone}, any time`);
    if (Name !== 'ConnexOntario') expect(screen.queryByText(/ConnexOntario/)).toBeNull();
  });

  it('sends to the provincial help line when the organization set none', async () => {
    serve();
    await open();
    expect(screen.getByText(/through your provincial help line/)).toBeVisible();
    expect(screen.queryByText(/ConnexOntario/)).toBeNull();
  });
});

describe('spending limits', () => {
  it.each(['-5', '99999999999'])(
    'answers "%s" with a field error, never a silently clamped limit',
    async (typed) => {
      const calls = serve();
      const field = await open();
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.tab();
      await userEvent.click(
        screen.getByRole('button', { name: 'Save the daily (last 24 hours) limit' }),
      );
      expect(await screen.findByText('Enter an amount between $1 and $100,000.')).toBeVisible();
      expect(callsTo(calls, 'player/spending-limit')).toEqual([]);
      expect(field).not.toHaveValue('$1');
      expect(field).not.toHaveValue('$100,000');
    },
  );

  it('says when a raise takes effect in the game’s zone, named', async () => {
    serve();
    await open();
    const card = screen.getByText(/Changes to \$50.00/);
    await waitFor(() => expect(card).toHaveTextContent(/Nov 27, 2026, 7:30\sPM\sAST/));
    expect(within(card).queryByText(/UTC/)).toBeNull();
  });
});
