import type { PlayerNumberGroup } from '@charity/domain/player-number-groups';
import type { PaymentResult, Receipt } from '@charity/domain/payments/payment-api';
import { GAME_ID, INSTANCE_ID } from './factories';

export const GROUP_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const GROUP_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const GROUP_C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const CARD_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const PAYMENT_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

export function buildGroup(
  Id: string,
  numbers: number[],
  status: 0 | 1 | 2 | 3 | 4 = 0,
  Paid = false,
): PlayerNumberGroup {
  return {
    Id,
    Paid,
    PlayerNumbers: numbers.map((TicketNumber) => ({
      TicketNumber,
      SubscriptionStatus: status,
      GameId: GAME_ID,
    })),
  };
}

export function buildPayment(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    PaymentId: PAYMENT_ID,
    Status: 'Succeeded',
    Amount: 1000,
    Currency: 'CAD',
    GameInstanceId: INSTANCE_ID,
    FailureMessage: null,
    NextActionUrl: null,
    ClientSecret: null,
    PlayerNumberGroups: [],
    ...overrides,
  };
}

export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    ReceiptNumber: '00000042',
    PaymentId: PAYMENT_ID,
    OrganizationName: 'Test Charity',
    LicenceNumber: 'NS-TEST-1',
    CharityName: 'Food Bank',
    GameName: 'Gold Rush',
    GameInstanceName: 'Week 1',
    IssuedOn: '2026-01-09T20:00:00.000Z',
    TicketNumbers: [7, 77],
    Amount: 1000,
    Currency: 'CAD',
    Jurisdiction: 'CA-NS',
    TransactionId: 'sandbox:ch_sb_1',
    ResponsibleGaming: 'Play responsibly.',
    ...overrides,
  };
}
