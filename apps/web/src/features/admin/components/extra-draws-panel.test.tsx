import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtraDraw } from '@charity/domain/api/extra-draws';
import { CUTOFF_AFTER_MAIN_DRAW } from '@charity/domain/draws/extra-draw-rules';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { membershipAs } from '@/testing/staff-role';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { i18n } from '@/lib/i18n/i18n';
import { ExtraDrawsPanel } from './extra-draws-panel';

afterEach(() => queryClient.clear());

const INSTANCE = '00000000-0000-4000-8000-0000000000e1';
const scheduled: ExtraDraw = {
  Id: '00000000-0000-4000-8000-0000000000e2',
  GameInstanceId: INSTANCE,
  Name: 'Early bird',
  Prize: { Kind: 'Fixed', Amount: 50_000 },
  CutoffAt: '2026-11-26T23:00:00.000Z',
  DrawAt: '2026-11-27T18:00:00.000Z',
  Status: 'Scheduled',
  Commitment: 'd'.repeat(64),
  Result: null,
};
const share: ExtraDraw = {
  ...scheduled,
  Id: '00000000-0000-4000-8000-0000000000e3',
  Name: 'Second prize',
  Prize: { Kind: 'Share', Percent: 10 },
  Status: 'Drawn',
  Result: {
    WinningNumber: 12,
    WinnerDisplayName: 'Ann B.',
    Prize: 1_234,
    EntriesCount: 40,
    EntriesHash: 'e'.repeat(64),
    Seed: 'f'.repeat(64),
    DrawnOn: '2026-11-27T18:00:05.000Z',
    VerificationUrl: '/api/draw/published/00000000-0000-4000-8000-0000000000e3',
  },
};

describe('extra draws on the draw screen', () => {
  it('shows each with its prize, commitment and result; a run before the cut-off shows why not', async () => {
    const warnings = vi.spyOn(console, 'error');
    stubFetch(
      membershipAs('owner'),
      on('GET', `/api/draw/extra/for-instance/${ORG_ID}/${INSTANCE}`, () =>
        json({ ExtraDraws: [scheduled, share] }),
      ),
      on('POST', '/api/draw/extra/run', () =>
        json(
          {
            Status: 409,
            Code: 'SalesStillOpen',
            Message:
              'Entries are still taken for this extra draw: it can be drawn once its cut-off has passed.',
            Method: 'POST',
            RequestUrl: '/api/draw/extra/run',
          },
          409,
        ),
      ),
    );
    signInAs(true);
    await renderScreen(<ExtraDrawsPanel organizationId={ORG_ID} instanceId={INSTANCE} />);
    const early = await screen.findByRole('article', { name: 'Early bird' }, { timeout: 10_000 });
    expect(within(early).getByText('$500.00')).toBeInTheDocument();
    expect(within(early).getByText('d'.repeat(64))).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Second prize' });
    expect(within(second).getByText('10% of the pot')).toBeInTheDocument();
    expect(within(second).getByText('Ann B.')).toBeInTheDocument();
    // The prize set and the prize won, each under its own label (follow-up 8: React warned of
    // two children keyed "Prize").
    const label = (name: string) => within(second).getByText(name, { selector: 'dt' });
    expect(label('Prize').nextElementSibling).toHaveTextContent('10% of the pot');
    expect(label('Prize won').nextElementSibling).toHaveTextContent('$12.34');
    expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    warnings.mockRestore();
    expect(within(second).getByRole('link', { name: 'Verify this draw' })).toHaveAttribute(
      'href',
      `/draws/${share.Id}/verify`,
    );
    await userEvent
      .setup()
      .click(await within(early).findByRole('button', { name: 'Run Early bird now' }));
    expect(await within(early).findByRole('alert')).toHaveTextContent(/cut-off has passed/);
  }, 30_000);

  it('points out a fixed prize above the pot, and asks to acknowledge it before the draw (issue 27)', async () => {
    const calls = stubFetch(
      membershipAs('owner'),
      on('GET', `/api/draw/extra/for-instance/${ORG_ID}/${INSTANCE}`, () =>
        json({ ExtraDraws: [{ ...scheduled, Prize: { Kind: 'Fixed', Amount: 5_000 } }, share] }),
      ),
      on('POST', '/api/draw/extra/run', () => json(scheduled)),
    );
    signInAs(true);
    await renderScreen(
      <>
        <ExtraDrawsPanel organizationId={ORG_ID} instanceId={INSTANCE} potCents={2_000} />
        <DialogHost />
      </>,
    );
    const early = await screen.findByRole('article', { name: 'Early bird' }, { timeout: 10_000 });
    const warning =
      'The fixed prize ($50.00) is more than the pot so far ($20.00): the charity pays it in full, even if sales stay low.';
    expect(within(early).getByText(warning)).toBeInTheDocument();
    // A share of the pot, or a drawn one, has no such warning.
    expect(
      within(screen.getByRole('article', { name: 'Second prize' })).queryByText(warning),
    ).toBeNull();
    const user = userEvent.setup();
    await user.click(await within(early).findByRole('button', { name: 'Run Early bird now' }));
    let dialog = await screen.findByRole('dialog', { name: 'Run Early bird now' });
    expect(dialog).toHaveTextContent(warning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const runs = () => calls.filter((call) => call.method === 'POST');
    expect(runs()).toHaveLength(0);
    await user.click(within(early).getByRole('button', { name: 'Run Early bird now' }));
    dialog = await screen.findByRole('dialog', { name: 'Run Early bird now' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(runs()).toHaveLength(1));
  }, 30_000);

  it('says it in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      stubFetch(
        membershipAs('owner'),
        on('GET', `/api/draw/extra/for-instance/${ORG_ID}/${INSTANCE}`, () =>
          json({ ExtraDraws: [{ ...scheduled, Prize: { Kind: 'Fixed', Amount: 5_000 } }] }),
        ),
      );
      signInAs(true);
      await renderScreen(
        <ExtraDrawsPanel organizationId={ORG_ID} instanceId={INSTANCE} potCents={2_000} />,
      );
      const early = await screen.findByRole('article', { name: 'Early bird' }, { timeout: 10_000 });
      expect(early).toHaveTextContent(/Le prix fixe \(50,00\s\$\) dépasse la cagnotte actuelle/);
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 30_000);
});

describe('adding an extra draw', () => {
  it('sends the times typed on the game clock as instants; the server rule is said by field', async () => {
    let refuse = true;
    const calls = stubFetch(
      membershipAs('manager'),
      on('GET', `/api/draw/extra/for-instance/${ORG_ID}/${INSTANCE}`, () =>
        json({ ExtraDraws: [] }),
      ),
      on('POST', '/api/draw/extra', () =>
        refuse
          ? json(
              {
                Status: 400,
                Code: 'BadRequest',
                Message: CUTOFF_AFTER_MAIN_DRAW,
                Method: 'POST',
                RequestUrl: '/api/draw/extra',
                Errors: [{ Path: 'CutoffAt', Message: CUTOFF_AFTER_MAIN_DRAW }],
              },
              400,
            )
          : json(scheduled),
      ),
    );
    signInAs(true);
    await renderScreen(
      <ExtraDrawsPanel organizationId={ORG_ID} instanceId={INSTANCE} timeZone="America/Halifax" />,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole(
      'form',
      { name: 'Add an extra draw' },
      { timeout: 10_000 },
    );
    await user.click(within(form).getByRole('button', { name: 'Add the extra draw' }));
    expect(within(form).getByText('Enter a name, up to 80 characters.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Early bird');
    await user.type(within(form).getByLabelText(/^Name in French/), 'Tirage hâtif');
    await user.type(within(form).getByLabelText(/^Amount/), '50');
    await user.type(within(form).getByLabelText(/^Entries made until/), '2026-11-26T19:00');
    await user.type(within(form).getByLabelText(/^Draw time/), '2026-11-27T14:00');
    await user.click(within(form).getByRole('button', { name: 'Add the extra draw' }));
    expect(
      await within(form).findByText('Entries cannot be taken after this draw’s sales close.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      OrganizationId: ORG_ID,
      GameInstanceId: INSTANCE,
      Name: 'Early bird',
      translations: { fr: { name: 'Tirage hâtif' } },
      Prize: { Kind: 'Fixed', Amount: 5_000 },
      CutoffAt: '2026-11-26T23:00:00.000Z',
      DrawAt: '2026-11-27T18:00:00.000Z',
    });
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Add the extra draw' }));
    expect(await screen.findByRole('status', { name: /Early bird is added/ })).toBeInTheDocument();
  }, 30_000);
});
