import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '@charity/domain/api/payment-history';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { INSTANCE_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildReceipt, PAYMENT_ID } from '@/testing/money';
import { renderScreen } from '@/testing/render-screen';
import { HistoryItemCard } from './history-item';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const paid: HistoryItem = {
  PaymentId: PAYMENT_ID,
  Kind: 'purchase',
  Status: 'Succeeded',
  Amount: 1000,
  Currency: 'CAD',
  CreatedOn: '2026-01-09T19:48:10.000Z',
  PaidOn: '2026-01-09T19:49:02.000Z',
  GameInstanceId: INSTANCE_ID,
  GameInstanceName: 'Week 1',
  DrawOn: null,
  TimeZone: 'America/Halifax',
  TicketNumbers: [7, 77],
  ReceiptNumber: '00000042',
  RefundedOn: null,
};

async function show(item: HistoryItem) {
  signInAs();
  stubFetch(on('GET', /\/receipt\//, () => json(buildReceipt({ IssuedOn: item.PaidOn ?? '' }))));
  await renderScreen(<HistoryItemCard item={item} playerId={PLAYER_ID} />);
}

describe('history: what happened to each payment (issue 28)', () => {
  it('a failed payment is not "Paid on" and has no empty Numbers row', async () => {
    await show({
      ...paid,
      Status: 'Failed',
      PaidOn: null,
      TicketNumbers: [],
      ReceiptNumber: null,
    });
    expect(await screen.findByText('Tried on (not charged)')).toBeInTheDocument();
    expect(screen.queryByText('Paid on')).toBeNull();
    expect(screen.queryByText(/^Numbers?$/)).toBeNull();
  });

  it('a paid one shows the receipt’s time, once, and the place by name (in French too)', async () => {
    await i18n.changeLanguage('fr');
    await show(paid);
    expect(await screen.findByText('Payé le')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher le reçu 00000042' }));
    expect(await screen.findByText('Nouvelle-Écosse')).toBeInTheDocument();
    expect(screen.queryByText('CA-NS')).toBeNull();
    // The minute 49 on the history line and on the receipt (issued then): one time per payment.
    expect(screen.getAllByText(/ h 49 /)).toHaveLength(2);
    expect(screen.queryByText(/ h 48 /)).toBeNull();
  });
});
