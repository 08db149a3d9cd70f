import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { queryClient } from '@/lib/query-client';
import { INSTANCE_ID, ORG_ID, signInAs } from '@/testing/factories';
import { json, on } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { serveReports } from './report-stubs';
import { AdminReportsPage } from './reports';

afterEach(() => queryClient.clear());

async function open() {
  signInAs(true);
  await renderScreen(<AdminReportsPage />, paths.admin.reports);
  // The first answers can be slow on a busy machine: wait for the sales report.
  await screen.findByRole('row', { name: /Week 1/ }, { timeout: 15_000 });
}

// The whole reports page (five reports, a dozen tables) renders in each test: slow on a busy machine.
describe('admin reports', { timeout: 30_000 }, () => {
  it('shows the open instance in captioned tables, asking the server for that instance', async () => {
    const calls = serveReports();
    await open();
    const sales = await screen.findByRole('table', { name: 'Sales per draw' });
    const row = await within(sales).findByRole('row', { name: /Week 1/ });
    expect(row).toHaveTextContent('$1,234.56');
    expect(row).toHaveTextContent('$234.56');
    expect(await screen.findByRole('status')).toHaveTextContent('Reconciles');
    expect(screen.getByRole('figure')).toHaveTextContent('Gross sales per day');
    expect(screen.queryByRole('table', { name: 'Pot growth' })).not.toBeInTheDocument();
    const players = screen.getByRole('table', {
      name: 'Registrations, active players, subscriptions and failed payments',
    });
    expect(within(players).getByRole('row', { name: /New registrations/ })).toHaveTextContent('7');
    expect(
      screen.getByRole('table', { name: 'Players and sales per pledged charity' }),
    ).toHaveTextContent('No pledge');
    const salesCall = calls.find((c) => c.path.startsWith('/api/reports/sales/'));
    expect(salesCall).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Download CSV: / })).toHaveLength(6);
  });

  it('opens on the instance drawn in the last day, not the empty one opened after it', async () => {
    const hour = 3_600_000;
    serveReports({
      handlers: [
        on('GET', `/api/reports/instances/for-organization/${ORG_ID}`, () =>
          json({
            Instances: [
              {
                Id: '00000000-0000-4000-8000-0000000000b2',
                Name: 'Week 2',
                Status: 'Open',
                DrawAt: new Date(Date.now() + 160 * hour).toISOString(),
              },
              {
                Id: INSTANCE_ID,
                Name: 'Week 1',
                Status: 'Drawn',
                DrawAt: new Date(Date.now() - hour).toISOString(),
              },
            ],
          }),
        ),
      ],
    });
    await open();
    expect(screen.getByRole('combobox', { name: 'Report on the draw' })).toHaveValue(INSTANCE_ID);
  });

  it('opens on the last drawn instance, not a cancelled one scheduled after it', async () => {
    const day = 86_400_000;
    serveReports({
      handlers: [
        on('GET', `/api/reports/instances/for-organization/${ORG_ID}`, () =>
          json({
            Instances: [
              {
                Id: '00000000-0000-4000-8000-0000000000b3',
                Name: 'Week 3',
                Status: 'Cancelled',
                DrawAt: new Date(Date.now() + 7 * day).toISOString(),
              },
              {
                Id: INSTANCE_ID,
                Name: 'Week 2',
                Status: 'Drawn',
                DrawAt: new Date(Date.now() - 3 * day).toISOString(),
              },
            ],
          }),
        ),
      ],
    });
    await open();
    expect(screen.getByRole('combobox', { name: 'Report on the draw' })).toHaveValue(INSTANCE_ID);
  });

  it('charts the pot of the instance day by day, with the table as its text alternative', async () => {
    serveReports({
      potGrowth: {
        GameInstanceId: INSTANCE_ID,
        StartingPot: 250000,
        Days: [
          { Day: '2026-01-05', Sales: 12000, PotTotal: 256000 },
          { Day: '2026-01-06', Sales: 8000, PotTotal: 260000 },
        ],
      },
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Pot growth' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Day',
      'Sales that day',
      'Pot at end of day',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Starting pot—$2,500.00',
      '2026-01-05$120.00$2,560.00',
      '2026-01-06$80.00$2,600.00',
    ]);
    const figure = screen
      .getAllByRole('figure')
      .find((element) => element.textContent?.includes('Pot at the end of each day'));
    expect(figure).toHaveTextContent('the same figures are in the table "Pot growth"');
    expect(figure?.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says loudly when the period does not reconcile, listing each difference', async () => {
    serveReports({
      reconciliation: {
        Reconciles: false,
        Providers: [
          { Provider: 'sandbox', SucceededPayments: 1, SucceededAmount: 700, RefundedAmount: 0 },
        ],
        Differences: [
          {
            Kind: 'PaymentWithoutEntries',
            PaymentId: 'pay-1',
            GameInstanceId: INSTANCE_ID,
            PaymentStatus: 'succeeded',
            PaymentAmount: 700,
            EntriesAmount: 0,
            Entries: 0,
          },
        ],
      },
    });
    await open();
    const alarm = await screen.findByRole('alert');
    expect(alarm).toHaveTextContent('DOES NOT RECONCILE');
    expect(alarm).toHaveTextContent('1 difference between payments and entries');
    const differences = screen.getByRole('table', { name: 'Differences' });
    expect(differences).toHaveTextContent('Successful payment without paid entries');
    expect(differences).toHaveTextContent('pay-1');
  });

  it('shows refunds per processor charge and flags a charge whose refunds pass it (issue 25)', async () => {
    const charge = {
      Provider: 'sandbox',
      Charged: 800,
      RefundedInPeriod: 200,
    };
    serveReports({
      reconciliation: {
        // The server never says a period reconciles while a charge's refunds pass it.
        Reconciles: false,
        Providers: [],
        Differences: [],
        ChargeRefunds: [
          { ...charge, PaymentId: 'pay-within', Refunded: 800, Refunds: 2, ExceedsCharge: false },
          { ...charge, PaymentId: 'pay-passed', Refunded: 1400, Refunds: 2, ExceedsCharge: true },
        ],
      },
    });
    await open();
    const charges = await screen.findByRole('table', { name: 'Refunds per processor charge' });
    expect(within(charges).getByRole('row', { name: /pay-within/ })).toHaveTextContent(
      'Within the charge',
    );
    const passed = within(charges).getByRole('row', { name: /pay-passed/ });
    expect(passed).toHaveTextContent('$14.00');
    expect(passed).toHaveTextContent('REFUNDS PASS THE CHARGE');
    expect(await screen.findByRole('alert')).toHaveTextContent('1 difference');
  });

  it('lists a refund after the draw that adds up apart, by its receipt, without an alarm', async () => {
    serveReports({
      reconciliation: {
        Reconciles: true,
        Providers: [],
        Differences: [],
        RefundsAfterDraw: [
          {
            Kind: 'RefundAfterDraw',
            PaymentId: 'pay-bundle',
            ReceiptNumber: '00000042',
            GameInstanceId: INSTANCE_ID,
            PaymentStatus: 'succeeded',
            PaymentAmount: 500,
            EntriesAmount: 500,
            Entries: 3,
            RefundedAmount: 200,
          },
        ],
      },
    });
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent('Reconciles');
    const table = screen.getByRole('table', { name: /Refunds after the draw/ });
    const row = within(table).getByRole('row', { name: /Receipt 00000042/ });
    expect(row).toHaveTextContent('$5.00');
    expect(row).toHaveTextContent('$2.00');
    expect(screen.getByRole('table', { name: 'Differences' })).toHaveTextContent('No differences.');
  });

  it('lists the voids of the period with their reasons', async () => {
    serveReports();
    await open();
    const voids = await screen.findByRole('table', {
      name: 'Voids and refunds by staff in the period',
    });
    expect(voids).toHaveTextContent('Bought by a minor');
    expect(voids).toHaveTextContent('manager@example.org');
    expect(voids).toHaveTextContent('$2.00');
  });
});
