import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrizeClaim } from '@charity/domain/prizes/claim-api';
import { zonedDay } from '@charity/domain/reports/zoned-timestamp';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { membershipAs } from '@/testing/staff-role';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { PrizeClaimsPanel } from './prize-claims-panel';

afterEach(() => queryClient.clear());

const DAY = 86_400_000;
const early: PrizeClaim = {
  DrawId: '00000000-0000-4000-8000-0000000000c1',
  Kind: 'Extra',
  GameInstanceId: '00000000-0000-4000-8000-0000000000c0',
  GameInstanceName: 'Week 3',
  PrizeName: 'Early bird',
  WinningNumber: 12,
  WinnerDisplayName: 'Ann B.',
  Prize: 50_000,
  DrawnAt: new Date(Date.now() - DAY).toISOString(),
  Deadline: new Date(Date.now() + 29 * DAY).toISOString(),
  State: 'IdentityChecked',
  ContactedAt: new Date(Date.now() - DAY / 2).toISOString(),
  IdentityCheckedAt: new Date(Date.now() - DAY / 4).toISOString(),
  PaidAt: null,
  PaidMethod: null,
  PaidOn: null,
  PaidReference: null,
  UnclaimedAt: null,
  UnclaimedOutcome: null,
  TimeZone: 'America/Toronto',
  CarriedTo: null,
  RedrawId: null,
};
const late: PrizeClaim = {
  ...early,
  DrawId: '00000000-0000-4000-8000-0000000000c2',
  PrizeName: null,
  GameInstanceName: 'Week 1',
  State: 'Contacted',
  IdentityCheckedAt: null,
  DrawnAt: new Date(Date.now() - 40 * DAY).toISOString(),
  Deadline: new Date(Date.now() - 10 * DAY).toISOString(),
};
const list = (prizes: PrizeClaim[]) =>
  on('GET', `/api/draw/prize-claim/for-organization/${ORG_ID}`, () =>
    json({ ClaimDays: 30, Prizes: prizes }),
  );

/** The panel with its confirm dialog, signed in; the early bird's card once it is shown. */
async function showEarlyCard() {
  signInAs(true);
  await renderScreen(
    <>
      <PrizeClaimsPanel organizationId={ORG_ID} />
      <DialogHost />
    </>,
  );
  return screen.findByRole('article', { name: 'Week 3 — Early bird' }, { timeout: 10_000 });
}

describe('prize claims on the draw screen', () => {
  it('shows each prize with its state; a manager records the payment and how', async () => {
    let paid = false;
    const calls = stubFetch(
      membershipAs('manager'),
      on('GET', `/api/draw/prize-claim/for-organization/${ORG_ID}`, () =>
        json({
          ClaimDays: 30,
          Prizes: [
            paid ? { ...early, State: 'Paid', PaidAt: early.IdentityCheckedAt } : early,
            late,
          ],
        }),
      ),
      on('POST', '/api/draw/prize-claim/pay', () => {
        paid = true;
        return json({
          ...early,
          State: 'Paid',
          PaidAt: early.IdentityCheckedAt,
          PaidMethod: 'Cash',
        });
      }),
    );
    const card = await showEarlyCard();
    expect(within(card).getByText('Identity checked', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/has 30 days to claim/)).toBeInTheDocument();
    const user = userEvent.setup();
    const [methodInput] = within(card).getAllByLabelText('Paid by');
    if (!methodInput) throw new Error('no payment method input');
    await user.click(methodInput);
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(within(card).getByRole('button', { name: 'Record the payment: Early bird' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: Paid.');
    expect(calls.filter((call) => call.path === '/api/draw/prize-claim/pay')[0]?.body).toEqual({
      OrganizationId: ORG_ID,
      DrawId: early.DrawId,
      Method: 'Cash',
    });
    // Past its deadline, the other prize may be declared unclaimed.
    const old = screen.getByRole('article', { name: 'Week 1' });
    expect(
      within(old).getByRole('button', { name: 'Declare unclaimed: Week 1' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('records the reference and the day it was paid, and says so on the claim', async () => {
    const drawnOn = zonedDay(early.DrawnAt, early.TimeZone);
    const paidClaim = {
      ...early,
      State: 'Paid',
      PaidAt: new Date().toISOString(),
      PaidMethod: 'Cheque',
      PaidOn: '2026-12-04',
      PaidReference: '1234',
    };
    let paid = false;
    const calls = stubFetch(
      membershipAs('manager'),
      on('GET', `/api/draw/prize-claim/for-organization/${ORG_ID}`, () =>
        json({ ClaimDays: 30, Prizes: [paid ? paidClaim : early] }),
      ),
      on('POST', '/api/draw/prize-claim/pay', () => {
        paid = true;
        return json(paidClaim);
      }),
    );
    const card = await showEarlyCard();
    const user = userEvent.setup();
    const reference = within(card).getByLabelText('Cheque or transfer reference');
    expect(reference).toHaveAttribute('maxlength', '60');
    await user.type(reference, '  1234 ');
    const day = within(card).getByLabelText('Paid on');
    // Today in the game's zone at first, from the day of the draw to today.
    expect(day).toHaveAttribute('min', drawnOn);
    expect(day).toHaveValue(day.getAttribute('max'));
    fireEvent.change(day, { target: { value: drawnOn } });
    await user.click(within(card).getByRole('button', { name: 'Record the payment: Early bird' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: Paid.');
    expect(calls.find((call) => call.path === '/api/draw/prize-claim/pay')?.body).toEqual({
      OrganizationId: ORG_ID,
      DrawId: early.DrawId,
      Method: 'Cheque',
      Reference: '1234',
      PaidOn: drawnOn,
    });
    expect(await within(card).findByText('Paid by cheque no. 1234 on Dec 4, 2026')).toBeVisible();
  }, 30_000);

  it('says the payment fields and the payment in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      const paidClaim: PrizeClaim = {
        ...late,
        State: 'Paid',
        IdentityCheckedAt: late.ContactedAt,
        PaidAt: new Date().toISOString(),
        PaidMethod: 'Transfer',
        PaidOn: '2026-12-04',
        PaidReference: 'EFT-99',
      };
      stubFetch(membershipAs('manager'), list([early, paidClaim]));
      signInAs(true);
      await renderScreen(<PrizeClaimsPanel organizationId={ORG_ID} />);
      const card = await screen.findByRole(
        'article',
        { name: 'Week 3 — Early bird' },
        { timeout: 10_000 },
      );
      expect(
        within(card).getByLabelText('Numéro du chèque ou référence du virement'),
      ).toBeInTheDocument();
      expect(within(card).getByLabelText('Payé le')).toHaveAttribute('type', 'date');
      const paidCard = screen.getByRole('article', { name: 'Week 1' });
      expect(
        within(paidCard).getByText(/^Payé par virement bancaire, réf\. EFT-99, le 4 déc\. 2026$/),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  }, 30_000);

  it('shows a refusal in words, and the page stays', async () => {
    stubFetch(
      membershipAs('manager'),
      list([late]),
      on('POST', '/api/draw/prize-claim/identity', () =>
        json(
          {
            Status: 409,
            Code: 'Conflict',
            Message: 'This step is already recorded (IdentityChecked).',
            Method: 'POST',
            RequestUrl: '/api/draw/prize-claim/identity',
          },
          409,
        ),
      ),
    );
    signInAs(true);
    await renderScreen(
      <>
        <PrizeClaimsPanel organizationId={ORG_ID} />
        <DialogHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Record the identity check: Week 1' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already recorded');
  }, 30_000);

  it('says what "added to the next pot" did: the amount and the draw', async () => {
    const calls = stubFetch(
      membershipAs('manager'),
      list([late]),
      on('POST', '/api/draw/prize-claim/unclaimed', () =>
        json({
          ...late,
          State: 'Unclaimed',
          UnclaimedAt: new Date().toISOString(),
          UnclaimedOutcome: 'AddedToNextPot',
          CarriedTo: {
            GameInstanceId: late.GameInstanceId,
            GameInstanceName: 'Week 2',
            Amount: 50_000,
          },
        }),
      ),
    );
    signInAs(true);
    await renderScreen(
      <>
        <PrizeClaimsPanel organizationId={ORG_ID} />
        <DialogHost />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Week 1' }, { timeout: 10_000 });
    const user = userEvent.setup();
    const [outcomeInput] = within(card).getAllByLabelText('What happens to the prize');
    if (!outcomeInput) throw new Error('no outcome input');
    await user.click(outcomeInput);
    // "Redrawn" is not offered: a redraw closes the claim by itself.
    expect(screen.queryByRole('option', { name: 'Drawn again (redraw)' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Added to the next pot' }));
    await user.click(within(card).getByRole('button', { name: 'Declare unclaimed: Week 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record this step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recorded: Unclaimed. $500.00, now in the pot of Week 2',
    );
    expect(calls.find((call) => call.path === '/api/draw/prize-claim/unclaimed')?.body).toEqual({
      OrganizationId: ORG_ID,
      DrawId: late.DrawId,
      Outcome: 'AddedToNextPot',
    });
  }, 30_000);

  it('lets a manager set the claim period', async () => {
    const calls = stubFetch(
      membershipAs('manager'),
      list([early]),
      on('PUT', `/api/draw/prize-claim/period/for-organization/${ORG_ID}`, () =>
        json({ ClaimDays: 60 }),
      ),
    );
    signInAs(true);
    await renderScreen(<PrizeClaimsPanel organizationId={ORG_ID} />);
    const input = await screen.findByLabelText('Claim period (days)', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '60');
    await user.click(screen.getByRole('button', { name: 'Save the period' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Claim period saved: 60 days.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ClaimDays: 60 });
  }, 30_000);

  it('lets an auditor read the claims without any control', async () => {
    stubFetch(membershipAs('auditor'), list([early, late]));
    signInAs(true);
    await renderScreen(
      <>
        <PrizeClaimsPanel organizationId={ORG_ID} />
        <DialogHost />
      </>,
    );
    await screen.findByRole('article', { name: 'Week 1' }, { timeout: 10_000 });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByLabelText('Claim period (days)')).toBeNull();
  }, 30_000);

  it('shows the winner’s full name, e-mail and phone to a manager (issue 27)', async () => {
    const winner = { FullName: 'Pat Pearson', Email: 'pat@example.org', Phone: '902-555-0101' };
    stubFetch(membershipAs('manager'), list([{ ...late, Winner: winner }]));
    signInAs(true);
    await renderScreen(<PrizeClaimsPanel organizationId={ORG_ID} />);
    const card = await screen.findByRole('article', { name: 'Week 1' }, { timeout: 10_000 });
    expect(within(card).getByText('Pat Pearson')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'pat@example.org' })).toHaveAttribute(
      'href',
      'mailto:pat@example.org',
    );
    expect(within(card).getByRole('link', { name: '902-555-0101' })).toHaveAttribute(
      'href',
      'tel:902-555-0101',
    );
  }, 30_000);

  it('shows an auditor the winner’s name only, as the server sends it', async () => {
    stubFetch(membershipAs('auditor'), list([{ ...late, Winner: { FullName: 'Pat Pearson' } }]));
    signInAs(true);
    await renderScreen(<PrizeClaimsPanel organizationId={ORG_ID} />);
    const card = await screen.findByRole('article', { name: 'Week 1' }, { timeout: 10_000 });
    expect(within(card).getByText('Pat Pearson')).toBeInTheDocument();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
    expect(within(card).queryByText("Winner's e-mail")).toBeNull();
  }, 30_000);
});
