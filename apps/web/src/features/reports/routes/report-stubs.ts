import type {
  DrawRow,
  DrawsReport,
  ReconciliationReport,
  SalesReport,
} from '@charity/domain/reports/report-api';
import { INSTANCE_ID, ORG_ID } from '@/testing/factories';
import { json, on, stubFetch, type Handler } from '@/testing/fetch-stub';
import { membershipAs } from '@/testing/staff-role';
import type { StaffRole } from '@charity/domain/staff/staff-roles';

export const period = {
  GameInstanceId: INSTANCE_ID,
  From: null,
  To: null,
  TimeZone: 'America/Halifax',
};
export const report = (kind: string) =>
  new RegExp(`^/api/reports/${kind}/for-organization/${ORG_ID}$`);

export const salesRow = {
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

export function buildDrawRow(overrides: Partial<DrawRow> = {}): DrawRow {
  return {
    GameInstanceId: INSTANCE_ID,
    GameInstanceName: 'Week 1',
    DrawnAt: '2026-01-08T12:00:00Z',
    Outcome: 'PaidWinner',
    WinningNumber: 42,
    WinnerDisplayName: 'Ann B.',
    Sales: 100000,
    PotTotal: 100000,
    Prize: 50000,
    Rollover: 0,
    CharityAmount: 50000,
    VerificationPath: '/draw/verify',
    PrizePaidAt: null,
    Unclaimed: true,
    ...overrides,
  };
}

interface Served {
  reconciliation?: Omit<ReconciliationReport, 'Period'>;
  potGrowth?: SalesReport['PotGrowth'];
  /** Called on each fetch, so that a test can change the answer after a mutation. */
  draws?: () => Omit<DrawsReport, 'Period'>;
  handlers?: Handler[];
  /** The signed-in member's role (the owner's unless told). */
  role?: StaffRole;
}

/** Every call of the reports page, answered; the extra handlers come first. */
export function serveReports({
  reconciliation = { Reconciles: true, Providers: [], Differences: [] },
  potGrowth = null,
  draws = () => ({ Draws: [], UnclaimedPrizes: [], UnclaimedAmount: 0 }),
  handlers = [],
  role = 'owner',
}: Served = {}) {
  return stubFetch(
    ...handlers,
    membershipAs(role),
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
        PotGrowth: potGrowth,
      }),
    ),
    on('GET', report('draws'), () => json({ Period: period, ...draws() })),
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
    on('GET', report('voids'), () =>
      json({
        Period: period,
        Voids: [
          {
            RefundId: 'refund-1',
            At: '2026-01-06T15:00:00Z',
            Kind: 'Void',
            PaymentId: 'pay-2',
            PlayerId: 'player-2',
            GameInstanceId: INSTANCE_ID,
            GameInstanceName: 'Week 1',
            TicketNumbers: [17],
            Amount: 200,
            Reason: 'Bought by a minor',
            By: 'manager@example.org',
            AfterDraw: false,
          },
        ],
        VoidedNumbers: 1,
        TotalAmount: 200,
      }),
    ),
  );
}
