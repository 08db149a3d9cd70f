import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { INSTANCE_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { renderScreen } from '@/testing/render-screen';
import { HistoryItemCard } from './history-item';

afterEach(() => queryClient.clear());

const paidThenPartlyRefunded: HistoryItem = {
  PaymentId: 'pay-1',
  Kind: 'play',
  Status: 'Succeeded',
  Amount: 800,
  TicketPrice: 200,
  Currency: 'CAD',
  CreatedOn: '2026-01-05T15:00:00Z',
  GameInstanceId: INSTANCE_ID,
  GameInstanceName: 'Week 1',
  DrawOn: '2026-01-08T23:00:00Z',
  TimeZone: 'America/Halifax',
  TicketNumbers: [17, 18],
  ReceiptNumber: 'R-0001',
  RefundedOn: null,
  RefundedAmount: 400,
  Refunds: [
    {
      Kind: 'void',
      Amount: 200,
      RefundedOn: '2026-01-06T15:00:00Z',
      TicketNumbers: [17],
      Draws: null,
    },
    {
      Kind: 'prepaid',
      Amount: 200,
      RefundedOn: '2026-01-07T15:00:00Z',
      TicketNumbers: [],
      Draws: 1,
    },
  ],
};

describe('a payment of the history (issue 25)', () => {
  it('lists every refund of the payment with its date, amount and what went back', async () => {
    signInAs(false);
    await renderScreen(<HistoryItemCard item={paidThenPartlyRefunded} playerId={PLAYER_ID} />);
    expect(await screen.findByText('Partly refunded')).toBeInTheDocument();
    expect(screen.getByText('$2.00 · number 17 taken out of the draw')).toBeInTheDocument();
    expect(screen.getByText('$2.00 · 1 draw not opened')).toBeInTheDocument();
    expect(screen.getAllByText(/^Refunded on /)).toHaveLength(2);
  });

  it('names one number in the singular, in French too (issue 28)', async () => {
    signInAs(false);
    const one = { ...paidThenPartlyRefunded, TicketNumbers: [17], Refunds: [], RefundedAmount: 0 };
    await renderScreen(<HistoryItemCard item={one} playerId={PLAYER_ID} />);
    expect(await screen.findByText('Number played · $8.00')).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    try {
      expect(await screen.findByText(/^Numéro joué · 8,00\s\$$/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
