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
  TicketPrice: 200,
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

const valueOf = (label: string) =>
  screen.getByText(label).parentElement?.textContent?.replace(label, '').trim() ?? '';

describe('history: why a payment did not go through, and every draw paid for (issue 28)', () => {
  const failed: HistoryItem = {
    ...paid,
    Status: 'Failed',
    PaidOn: null,
    TicketNumbers: [],
    ReceiptNumber: null,
  };

  it('a payment cancelled at the bank’s check reads Cancelled, with its numbers and why', async () => {
    await show({ ...failed, FailureCode: 'payment_canceled', AskedNumbers: [7, 77] });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(valueOf('Numbers (not in the draw)')).toBe('7, 77');
    expect(valueOf('Why')).toMatch(/You cancelled this payment at your bank.s check/);
  });

  it('in French, a declined card says why', async () => {
    await i18n.changeLanguage('fr');
    await show({ ...failed, FailureCode: 'insufficient_funds', AskedNumbers: [7] });
    expect(await screen.findByText('Échoué')).toBeInTheDocument();
    expect(valueOf('Numéro (pas dans le tirage)')).toBe('7');
    expect(valueOf('Motif')).toMatch(/Les fonds de votre carte sont insuffisants/);
  });

  it('a bank check never approved reads Not completed', async () => {
    await show({ ...failed, FailureCode: 'authentication_required' });
    expect(await screen.findByText('Not completed')).toBeInTheDocument();
    expect(valueOf('Why')).toMatch(/not approved in time/);
  });

  it('a prepayment for 3 draws lists the 3 draws, EN and FR', async () => {
    const draws = [
      '2026-01-10T00:00:00.000Z',
      '2026-01-17T00:00:00.000Z',
      '2026-01-24T00:00:00.000Z',
    ];
    await show({ ...paid, PaidDraws: draws });
    expect(valueOf('3 draws paid for')).toMatch(/Jan(uary)? 9, 2026; .*16, 2026; .*23, 2026/);
    queryClient.clear();
    document.body.innerHTML = '';
    await i18n.changeLanguage('fr');
    await show({ ...paid, PaidDraws: draws });
    expect(await screen.findByText('3 tirages payés')).toBeInTheDocument();
  });
});

describe('history: the heading says what happened, for how many numbers (issue 28)', () => {
  const unpaid: HistoryItem = {
    ...paid,
    Kind: 'play',
    Status: 'Failed',
    PaidOn: null,
    TicketNumbers: [],
    ReceiptNumber: null,
  };
  const heading = () => screen.getByText(/ · /).textContent?.replace(/\s/g, ' ');

  it('a cancelled number is not "bought", and three cancelled numbers are plural', async () => {
    await show({ ...unpaid, Kind: 'purchase', FailureCode: 'payment_canceled', AskedNumbers: [7] });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(heading()).toBe('Number not bought · $10.00');
    queryClient.clear();
    document.body.innerHTML = '';
    await i18n.changeLanguage('fr');
    await show({
      ...unpaid,
      FailureCode: 'voided_at_close',
      AskedNumbers: [3, 5, 8],
      Amount: 1800,
    });
    expect(await screen.findByText('Annulé')).toBeInTheDocument();
    expect(heading()).toBe('Numéros non joués · 18,00 $');
  });

  it('a declined or unapproved payment is "not played", a paid one "played", EN and FR', async () => {
    await i18n.changeLanguage('fr');
    await show({ ...unpaid, FailureCode: 'card_declined', AskedNumbers: [7] });
    expect(await screen.findByText('Échoué')).toBeInTheDocument();
    expect(heading()).toBe('Numéro non joué · 10,00 $');
    queryClient.clear();
    document.body.innerHTML = '';
    await i18n.changeLanguage('en');
    await show({ ...unpaid, FailureCode: 'authentication_required', AskedNumbers: [7, 9] });
    expect(await screen.findByText('Not completed')).toBeInTheDocument();
    expect(heading()).toBe('Numbers not played · $10.00');
    queryClient.clear();
    document.body.innerHTML = '';
    await show({ ...paid, Kind: 'play', TicketNumbers: [4] });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(heading()).toBe('Number played · $10.00');
  });

  it('a payment still at the bank’s check is awaiting payment', async () => {
    await show({ ...paid, Status: 'RequiresAction', PaidOn: null, ReceiptNumber: null });
    expect(await screen.findByText('Waiting for your bank')).toBeInTheDocument();
    expect(heading()).toBe('Numbers awaiting payment · $10.00');
  });
});
