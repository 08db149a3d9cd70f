import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupportPayment } from '@charity/domain/staff/support-payment';
import type { SupportPlayerDetail } from '@charity/domain/staff/support-api';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { supportPlayer } from '@/testing/support-player';
import { PlayerDetail } from './player-detail';

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const PLAYER = supportPlayer.Id;
const OPEN = '88888888-8888-4888-8888-888888888881';
const VOIDED = '88888888-8888-4888-8888-888888888882';
const PREPAID = '88888888-8888-4888-8888-888888888883';

const payment = (overrides: Partial<SupportPayment>): SupportPayment => ({
  PaymentId: OPEN,
  Voidable: true,
  Kind: 'purchase',
  Status: 'Succeeded',
  Amount: 600,
  Currency: 'CAD',
  CreatedOn: '2026-11-20T15:00:00Z',
  PaidOn: '2026-11-20T15:00:00Z',
  GameInstanceId: OPEN,
  GameInstanceName: 'Week 48',
  DrawOn: '2099-11-27T23:00:00Z',
  TimeZone: 'America/Halifax',
  TicketNumbers: [301, 302],
  ReceiptNumber: '00000043',
  RefundedOn: null,
  RefundedAmount: 200,
  TicketPrice: 200,
  Refunds: [
    {
      Kind: 'void',
      Amount: 200,
      RefundedOn: '2026-11-21T15:00:00Z',
      TicketNumbers: [300],
      Draws: null,
    },
  ],
  ...overrides,
});

const detail: SupportPlayerDetail = {
  Player: supportPlayer,
  Numbers: [
    { GameName: 'Gold Rush', TicketNumber: 302 },
    { GameName: 'Gold Rush', TicketNumber: 301 },
    { GameName: 'Fifty-Fifty', TicketNumber: 7 },
  ],
  Payments: {
    Payments: [
      payment({}),
      payment({
        PaymentId: VOIDED,
        Status: 'Refunded',
        Amount: 500,
        TicketNumbers: [12],
        ReceiptNumber: '00000041',
        RefundedOn: '2026-11-19T15:00:00Z',
        RefundedAmount: 500,
        Refunds: [
          {
            Kind: 'void',
            Amount: 500,
            RefundedOn: '2026-11-19T15:00:00Z',
            TicketNumbers: [12],
            Draws: null,
          },
        ],
      }),
      payment({
        PaymentId: PREPAID,
        Amount: 900,
        TicketNumbers: [55],
        ReceiptNumber: '00000040',
        PaidDraws: ['2026-11-27T23:00:00Z', '2026-12-04T23:00:00Z', '2026-12-11T23:00:00Z'],
        RefundedAmount: 0,
        Refunds: [],
      }),
    ],
    Page: 1,
    PageSize: 10,
    Total: 3,
  },
  SelfExclusion: null,
};

const ledger = {
  Refunds: [
    {
      RefundId: '44444444-4444-4444-8444-444444444441',
      PaymentId: OPEN,
      Path: 'staff-void',
      Amount: 200,
      State: 'Sent',
      FailureReason: null,
      Reason: 'Wrong number',
      At: '2026-11-21T15:00:00Z',
    },
  ],
};

const voidUrl = `/api/support/payment/${OPEN}/void/for-organization/${ORG_ID}`;

function stubSupport(role: StaffRole, data = detail) {
  return stubFetch(
    membershipAs(role),
    on('GET', `/api/support/player/${PLAYER}/for-organization/${ORG_ID}`, () => json(data)),
    on('GET', `/api/support/player/${PLAYER}/refunds/for-organization/${ORG_ID}`, () =>
      json(ledger),
    ),
    on('POST', voidUrl, () =>
      json({
        RefundId: '44444444-4444-4444-8444-444444444442',
        PaymentId: OPEN,
        Kind: 'Void',
        TicketNumbers: [302],
        Amount: 200,
        RefundedTotal: 400,
        PaymentStatus: 'Succeeded',
        AfterDraw: false,
        State: 'Requested',
        FailureReason: null,
      }),
    ),
    on(
      'POST',
      `/api/support/player/${PLAYER}/receipt/${OPEN}/resend/for-organization/${ORG_ID}`,
      () => json({ SentTo: 'sam@example.org' }, 202),
    ),
  );
}

const rowOf = (receipt: string) => {
  const row = screen.getByText(receipt).closest('tr');
  if (!row) throw new Error(`no row for ${receipt}`);
  return within(row);
};

describe('a player’s payments in support (issue 27)', () => {
  it('shows each payment’s numbers, paid, refunded, left, prepaid draws and a true status', async () => {
    stubSupport('owner');
    signInAs(true);
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    expect(await screen.findByText('Gold Rush: 301, 302')).toBeInTheDocument();
    expect(screen.getByText('Fifty-Fifty: 7')).toBeInTheDocument();
    expect(screen.queryByText(/Gold Rush 301/)).toBeNull();

    const open = rowOf('00000043');
    expect(open.getByText('301, 302')).toBeInTheDocument();
    expect(open.getByText('Out of the draw: 300')).toBeInTheDocument();
    expect(open.getByText('Paid $6.00')).toBeInTheDocument();
    expect(open.getByText('Refunded $2.00')).toBeInTheDocument();
    expect(open.getByText('Left $4.00')).toBeInTheDocument();
    expect(await open.findByText('$2.00 · Staff void · Sent to the processor')).toBeInTheDocument();
    expect(open.getByText('Partly voided')).toBeInTheDocument();

    const voided = rowOf('00000041');
    expect(voided.getByText('Voided')).toBeInTheDocument();
    expect(voided.queryByText('Paid')).toBeNull();
    // Nothing is left to give back: no void or refund control.
    expect(voided.queryByRole('button', { name: 'Void or refund' })).toBeNull();

    const prepaid = rowOf('00000040');
    expect(prepaid.getByText('Paid')).toBeInTheDocument();
    expect(
      prepaid.getByText(/^3 draws paid for: Nov 27, 2026, Dec 4, 2026, Dec 11, 2026$/),
    ).toBeInTheDocument();
  });

  it('says when each refund was asked on the game’s clock with its zone (follow-up 1)', async () => {
    stubSupport('owner');
    signInAs(true);
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    const table = await screen.findByRole('table', { name: 'Refunds' });
    // 15:00 UTC is 11 a.m. in Halifax, whatever the browser's zone.
    expect(within(table).getByText(/^Nov 21, 2026, 11:00\sAM\sAST$/)).toBeInTheDocument();
  });

  // A long walk through the form: the shared machine makes it slow.
  it(
    'starts the void with nothing ticked, confirms the numbers and the amount, voids once',
    { timeout: 60_000 },
    async () => {
      const calls = stubSupport('owner');
      signInAs(true);
      await renderScreen(<PlayerDetail playerId={PLAYER} />);
      await screen.findByText('00000043');
      await userEvent.click(rowOf('00000043').getByRole('button', { name: 'Void or refund' }));
      const form = await screen.findByRole('form', { name: 'Void or refund this payment' });
      // The form opens below the table, not in it.
      expect(form.closest('table')).toBeNull();
      const boxes = within(form).getAllByRole('checkbox');
      expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['301', '302']);
      for (const box of boxes) expect(box).not.toBeChecked();
      await userEvent.click(within(form).getByRole('radio', { name: 'Refund an amount' }));
      expect(
        within(form).getByText(/^\$4\.00 is left to refund \(paid \$6\.00\)/),
      ).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('radio', { name: /^Void numbers/ }));

      fireEvent.change(within(form).getByLabelText(/Reason/), {
        target: { value: 'Bought by mistake' },
      });
      await userEvent.click(within(form).getByRole('button', { name: 'Continue to confirm' }));
      expect(await within(form).findByText('Choose at least one number.')).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('checkbox', { name: '302' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Continue to confirm' }));
      expect(callsTo(calls, voidUrl.slice(5))).toHaveLength(0);

      const confirm = await screen.findByRole('alertdialog', { name: 'Void this number?' });
      expect(confirm).toHaveTextContent(
        'Number 302 leaves Week 48 for good and $2.00 goes back to the player’s card.',
      );
      const button = within(confirm).getByRole('button', {
        name: 'Void number 302 and refund $2.00',
      });
      await userEvent.dblClick(button);
      expect(
        await screen.findByText(/^Number 302 is out of the draw; \$2\.00 is being refunded/),
      ).toBeInTheDocument();
      const voids = callsTo(calls, voidUrl.slice(5));
      expect(voids).toHaveLength(1);
      expect(voids[0]?.body).toEqual({ TicketNumbers: [302], Reason: 'Bought by mistake' });

      // The next action clears the success message.
      await userEvent.click(
        rowOf('00000043').getByRole('button', { name: 'Resend receipt 00000043' }),
      );
      await waitFor(() => expect(screen.queryByText(/^Number 302 is out of the draw/)).toBeNull());
      expect(await screen.findByText('Receipt sent again to sam@example.org.')).toBeInTheDocument();
      await userEvent.click(rowOf('00000043').getByRole('button', { name: 'Void or refund' }));
      expect(screen.queryByText('Receipt sent again to sam@example.org.')).toBeNull();
    },
  );

  it('labels each stacked card’s cells with the table’s own headings, in order, for every role', async () => {
    for (const role of ['owner', 'support'] as const) {
      stubSupport(role);
      signInAs(true);
      const { unmount } = await renderScreen(<PlayerDetail playerId={PLAYER} />);
      await screen.findByText('00000043');
      const table = screen.getByRole('table', { name: '3 payments, newest first' });
      const headings = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(headings).toHaveLength(role === 'owner' ? 8 : 7);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        const labels = within(row)
          .getAllByRole('cell')
          .map((td) => td.getAttribute('data-label'));
        expect(labels).toEqual(headings);
      }
      unmount();
      queryClient.clear();
    }
  });

  type Item = (typeof detail.Payments.Payments)[number];
  /** The form of the first payment, changed as given, with no void offered. */
  async function refundOnlyForm(change: Partial<Item>) {
    const [open, ...rest] = detail.Payments.Payments;
    if (!open) throw new Error('no payment');
    const item = { ...open, Voidable: false, ...change };
    stubSupport('owner', {
      ...detail,
      Payments: { ...detail.Payments, Payments: [item, ...rest] },
    });
    signInAs(true);
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    await screen.findByText('00000043');
    await userEvent.click(rowOf('00000043').getByRole('button', { name: 'Void or refund' }));
    const form = await screen.findByRole('form', { name: 'Void or refund this payment' });
    expect(within(form).queryByRole('radio', { name: /^Void numbers/ })).toBeNull();
    return form;
  }

  it('offers only a refund, and says why, once the payment’s draw has run', async () => {
    const form = await refundOnlyForm({});
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(form).getByLabelText(/Amount to refund/)).toBeInTheDocument();
    expect(
      within(form).getByText(
        'The draw of Week 48 has run: its numbers stay in it. Refund an amount instead.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a prepayment’s charge a refund only, and says why (its draws are voided one by one)', async () => {
    const form = await refundOnlyForm({ PaidDraws: ['Week 48', 'Week 49'] });
    expect(within(form).getByText(/^A prepayment is refunded, not voided/)).toBeInTheDocument();
  });

  it('offers a payment of a cancelled draw a refund only: the cancellation gives it back', async () => {
    const form = await refundOnlyForm({ VoidRefusal: 'VoidCancelledDraw' });
    expect(
      within(form).getByText(
        'This draw was cancelled: the cancellation itself gives back every payment in it.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a receipt once on a double click', async () => {
    const calls = stubSupport('support');
    signInAs(true);
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    await screen.findByText('00000043');
    // Two clicks faster than the answer (and than the pending state's render).
    const button = screen.getByRole('button', { name: 'Resend receipt 00000043' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Receipt sent again to sam@example.org.')).toBeInTheDocument();
    expect(
      callsTo(calls, `support/player/${PLAYER}/receipt/${OPEN}/resend/for-organization/${ORG_ID}`),
    ).toHaveLength(1);
  });

  it('shows the support role no void or refund control', async () => {
    stubSupport('support');
    signInAs(true);
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    await screen.findByText('00000043');
    expect(screen.getByRole('button', { name: 'Resend receipt 00000043' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void or refund' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Void or refund' })).toBeNull();
  });

  it('says “retirer du tirage” in French, never “annuler”', async () => {
    stubSupport('owner');
    signInAs(true);
    await i18n.changeLanguage('fr');
    await renderScreen(<PlayerDetail playerId={PLAYER} />);
    await screen.findByText('00000043');
    await userEvent.click(
      rowOf('00000043').getByRole('button', { name: 'Retirer du tirage ou rembourser' }),
    );
    const form = await screen.findByRole('form', {
      name: 'Retirer du tirage ou rembourser ce paiement',
    });
    expect(form.textContent ?? '').not.toMatch(/annul/i);
    expect(rowOf('00000041').getByText('Retiré du tirage')).toBeInTheDocument();
  });
});
