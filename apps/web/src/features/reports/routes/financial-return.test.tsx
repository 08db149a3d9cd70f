import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinancialReturn } from '@charity/domain/reports/financial-return';
import type { StaffRole } from '@charity/domain/staff/staff-roles';
import { financialReturnPaths } from '@charity/domain/reports/financial-return-paths';
import { SideMenu } from '@/components/layout/side-menu';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { INSTANCE_ID, ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch, type Handler } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { membershipAs } from '@/testing/staff-role';
import { period } from './report-stubs';
import { AdminFinancialReturnPage } from './financial-return';

afterEach(() => queryClient.clear());

const figures = {
  TicketsSold: 40,
  GrossReceipts: 20000,
  Refunds: 500,
  CarriedIn: 0,
  Prizes: 9750,
  Rollover: 0,
  HeldForDraw: 0,
  ProceedsBeforeExpenses: 9750,
  Expenses: 1550,
  NetProceeds: 8200,
};
const expenseLine = {
  Id: 'expense-1',
  GameInstanceId: INSTANCE_ID,
  GameInstanceName: 'Week 1',
  Description: 'Printing of posters',
  Amount: 1550,
  SpentOn: '2026-01-04',
  RecordedAt: '2026-01-04T15:00:00Z',
};
const financialReturn: FinancialReturn = {
  Period: period,
  LicenceNumber: 'NS-AGFT-GR-2025-0147',
  Draws: [
    {
      ...figures,
      GameInstanceId: INSTANCE_ID,
      GameInstanceName: 'Week 1',
      DrawnAt: '2026-01-08T12:00:00Z',
    },
  ],
  Totals: figures,
  ExpenseLines: [expenseLine],
};
const OTHER_ID = '77777777-7777-4777-8777-777777777777';
const expensesUrl = `/api/reports/expenses/for-organization/${ORG_ID}`;

function serve(role: StaffRole, ...handlers: Handler[]) {
  return stubFetch(
    ...handlers,
    membershipAs(role),
    on('GET', `/api/reports/instances/for-organization/${ORG_ID}`, () =>
      json({
        Instances: [
          { Id: INSTANCE_ID, Name: 'Week 1', Status: 'Drawn', DrawAt: '2026-01-08T12:00:00Z' },
        ],
      }),
    ),
    on('GET', `/api/reports/financial-return/for-organization/${ORG_ID}`, () =>
      json(financialReturn),
    ),
  );
}

async function open() {
  signInAs(true);
  await renderScreen(<AdminFinancialReturnPage />, financialReturnPaths.page);
  return screen.findByRole('table', { name: 'Totals for the period' }, { timeout: 15_000 });
}

const form = () => screen.findByRole('button', { name: 'Record the expense' });

describe('the financial return page', { timeout: 30_000 }, () => {
  it("states the period's figures under the regulators' names, per draw and with the expenses", async () => {
    const calls = serve('owner');
    const totals = await open();
    const lines = within(totals)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Tickets sold40',
      'Gross receipts$200.00',
      'Refunds$5.00',
      'Carried in from earlier draws$0.00',
      'Prizes awarded$97.50',
      'Carried to the next draw$0.00',
      'Held for a draw not run yet$0.00',
      'Proceeds before expenses$97.50',
      'Expenses$15.50',
      'Net proceeds$82.00',
    ]);
    const draws = screen.getByRole('table', { name: 'Per draw' });
    expect(within(draws).getByRole('row', { name: /Week 1/ })).toHaveTextContent('$82.00');
    const expenses = screen.getByRole('table', { name: 'Expenses' });
    expect(expenses).toHaveTextContent('Printing of posters');
    expect(screen.getByText(/Period: the draw Week 1\./)).toBeInTheDocument();
    // The printed return names the licence and when it was printed (issue: walkthrough).
    expect(screen.getByText('Licence number: NS-AGFT-GR-2025-0147')).toBeInTheDocument();
    expect(screen.getByText(/^Printed on .+\(America\/Halifax\)$/)).toBeInTheDocument();
    expect(screen.getByText(/^Proceeds before expenses = gross receipts/)).toBeInTheDocument();
    const asked = calls.find((call) => call.path.includes('/financial-return/'));
    expect(asked).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('lets the owner record an expense in cents and reads the return again', async () => {
    const calls = serve(
      'owner',
      on('POST', expensesUrl, () =>
        json({ ...expenseLine, Id: 'expense-2', Description: 'Licence fee' }, 201),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Licence fee');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '125,5');
    await user.click(await form());
    expect(await screen.findByRole('status')).toHaveTextContent('Expense recorded: Licence fee.');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      GameInstanceId: INSTANCE_ID,
      Description: 'Licence fee',
      Amount: 12550,
      SpentOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path.includes('/financial-return/'))).toHaveLength(2),
    );
  });

  it('starts the expense date at today in the game’s zone, not the UTC day', async () => {
    // 21:25 on Nov 28 in Halifax is already Nov 29 in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T01:25:00Z'));
    try {
      serve('owner');
      await open();
      await waitFor(() =>
        expect(screen.getByLabelText(/Date of the expense/)).toHaveValue('2026-11-28'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal of a hostile description, field by field", async () => {
    serve(
      'manager',
      on('POST', expensesUrl, () =>
        json(
          {
            Status: 400,
            Code: 'BadRequest',
            Message: 'The request is not valid.',
            Method: 'POST',
            RequestUrl: expensesUrl,
            Errors: [{ Path: 'body.Description', Message: 'must not contain control characters' }],
          },
          400,
        ),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Posters');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '5');
    await user.click(await form());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The expense was not recorded');
    expect(alert).toHaveTextContent('The request is not valid.');
    expect(alert).toHaveTextContent('Description: must not contain control characters');
  });

  it('says what an amount must look like before sending anything', async () => {
    const calls = serve('owner');
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), 'twelve');
    await user.click(await form());
    expect(
      await screen.findByText('Enter an amount in dollars and cents, for example 125.50.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says each field’s problem in words before sending anything (issue 27)', async () => {
    const calls = serve('owner');
    await open();
    const user = userEvent.setup();
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'x'.repeat(600) },
    });
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '-5');
    fireEvent.change(screen.getByLabelText(/Date of the expense/), {
      target: { value: '2099-01-01' },
    });
    await user.click(await form());
    expect(
      await screen.findByText('At most 500 characters: this description has 600. Shorten it.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The amount must be more than $0.00: enter what was paid.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The date cannot be later than today: enter the day the expense was paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says them in French too', async () => {
    serve('owner');
    await i18n.changeLanguage('fr');
    try {
      signInAs(true);
      await renderScreen(<AdminFinancialReturnPage />, financialReturnPaths.page);
      const submit = await screen.findByRole(
        'button',
        { name: 'Enregistrer la dépense' },
        { timeout: 15_000 },
      );
      await userEvent.click(submit);
      expect(
        await screen.findByText('Indiquez ce qui a été payé, comme l’indique le reçu.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Entrez un montant en dollars et en cents, par exemple 125,50.'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('records against the draw the return shows, also after another is picked above', async () => {
    const calls = serve(
      'owner',
      on('GET', `/api/reports/instances/for-organization/${ORG_ID}`, () =>
        json({
          Instances: [
            {
              Id: OTHER_ID,
              Name: 'This month’s 50/2',
              Status: 'Open',
              DrawAt: '2026-02-08T12:00:00Z',
            },
            {
              Id: INSTANCE_ID,
              Name: 'This month’s 50/50',
              Status: 'Drawn',
              DrawAt: '2026-01-08T12:00:00Z',
            },
          ],
        }),
      ),
      on('POST', expensesUrl, () => json({ ...expenseLine, Id: 'expense-3' }, 201)),
    );
    await open();
    const user = userEvent.setup();
    const draw = screen.getByRole('combobox', { name: /^Draw/ });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Report on the draw' }),
      OTHER_ID,
    );
    await waitFor(() => expect(draw).toHaveValue(OTHER_ID));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Report on the draw' }),
      INSTANCE_ID,
    );
    await waitFor(() => expect(draw).toHaveValue(INSTANCE_ID));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Printing of posters');
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '15.50');
    await user.click(await form());
    await screen.findByText(/Expense recorded/);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      GameInstanceId: INSTANCE_ID,
    });
  });

  it('is read-only for the auditor: the figures, no expense entry', async () => {
    serve('auditor');
    await open();
    // The role is known once the menu's membership call answered; wait for it, then look.
    await waitFor(() =>
      expect(queryClient.getQueryData(['staff', ORG_ID, 'membership'])).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: 'Record the expense' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Per draw' })).toBeInTheDocument();
  });

  it('is in the console menu for roles that read reports, not for support', async () => {
    signInAs(true);
    serve('auditor');
    await renderScreen(<SideMenu opened onClose={() => undefined} />, financialReturnPaths.page);
    const entry = await screen.findByRole(
      'link',
      { name: 'Financial return' },
      { timeout: 15_000 },
    );
    expect(entry).toHaveAttribute('href', financialReturnPaths.page);
  });

  it('has no menu entry for support', async () => {
    signInAs(true);
    serve('support');
    await renderScreen(<SideMenu opened onClose={() => undefined} />, '/admin/support');
    await screen.findByRole('link', { name: 'Player support' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Financial return' })).not.toBeInTheDocument();
  });
});
