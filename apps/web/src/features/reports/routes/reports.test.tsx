import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import type { ReconciliationReport } from '@charity/domain/reports/report-api';
import { queryClient } from '@/lib/query-client';
import { INSTANCE_ID, ORG_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { AdminReportsPage } from './reports';

afterEach(() => queryClient.clear());

const period = { GameInstanceId: INSTANCE_ID, From: null, To: null };
const report = (kind: string) => new RegExp(`^/api/reports/${kind}/for-organization/${ORG_ID}$`);
const salesRow = {
  Key: 'Week 1',
  GameInstanceId: INSTANCE_ID,
  NumbersPlayed: 5,
  NewNumbersSold: 3,
  GrossSales: 123456,
  OneOffSales: 100000,
  SubscriptionSales: 23456,
  Refunds: 1,
  RefundedAmount: 200,
  FailedPayments: 2,
};

function serve(reconciliation: Omit<ReconciliationReport, 'Period'>) {
  return stubFetch(
    on('GET', `/api/reports/instances/for-organization/${ORG_ID}`, () =>
      json({
        Instances: [
          { Id: INSTANCE_ID, Name: 'Week 1', Status: 'Open', DrawAt: '2026-01-08T00:00:00Z' },
        ],
      }),
    ),
    on('GET', report('sales'), () =>
      json({
        Period: period,
        ByInstance: [salesRow],
        ByDay: [{ ...salesRow, Key: '2026-01-05', GameInstanceId: null }],
      }),
    ),
    on('GET', report('draws'), () => json({ Period: period, Draws: [] })),
    on('GET', report('charities'), () =>
      json({
        Period: period,
        Charities: [{ CharityId: null, CharityName: null, Players: 4, Sales: 800 }],
        CharityAmount: 0,
      }),
    ),
    on('GET', report('players'), () =>
      json({
        Period: period,
        NewRegistrations: 7,
        ActivePlayers: 3,
        SubscribedGroups: 2,
        PaymentFailures: 2,
        RecoveredFailures: 1,
      }),
    ),
    on('GET', report('reconciliation'), () => json({ Period: period, ...reconciliation })),
  );
}

async function open() {
  signInAs(true);
  await renderScreen(<AdminReportsPage />, paths.admin.reports);
}

describe('admin reports', () => {
  it('shows the open instance in captioned tables, asking the server for that instance', async () => {
    const calls = serve({ Reconciles: true, Providers: [], Differences: [] });
    await open();
    const sales = await screen.findByRole('table', { name: 'Sales per game instance' });
    const row = await within(sales).findByRole('row', { name: /Week 1/ });
    expect(row).toHaveTextContent('$1,234.56');
    expect(row).toHaveTextContent('$234.56');
    expect(await screen.findByRole('status')).toHaveTextContent('Reconciles');
    expect(screen.getByRole('figure')).toHaveTextContent('Gross sales per day');
    const players = screen.getByRole('table', { name: 'Players and subscriptions' });
    expect(within(players).getByRole('row', { name: /New registrations/ })).toHaveTextContent('7');
    expect(
      screen.getByRole('table', { name: 'Players and sales per pledged charity' }),
    ).toHaveTextContent('No pledge');
    const salesCall = calls.find((c) => c.path.startsWith('/api/reports/sales/'));
    expect(salesCall).toBeDefined();
    expect(screen.getAllByRole('button', { name: /as CSV$/ })).toHaveLength(5);
  });

  it('says loudly when the period does not reconcile, listing each difference', async () => {
    serve({
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
    });
    await open();
    const alarm = await screen.findByRole('alert');
    expect(alarm).toHaveTextContent('DOES NOT RECONCILE');
    expect(alarm).toHaveTextContent('1 difference between payments and entries');
    const differences = screen.getByRole('table', { name: 'Differences' });
    expect(differences).toHaveTextContent('Successful payment without paid entries');
    expect(differences).toHaveTextContent('pay-1');
  });
});
