import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@charity/domain/paths';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { queryClient } from '@/lib/query-client';
import { ORG_ID, PLAYER_ID, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { CARD_ID } from '@/testing/money';
import { callsTo, renderScreen } from '@/testing/render-screen';
import { ManagePaymentInfoPage } from './payment-info';

afterEach(() => queryClient.clear());

function serve() {
  let cards = [{ Id: CARD_ID, Brand: 'visa', Last4: '4242', ExpMonth: 4, ExpYear: 2031 }];
  return stubFetch(
    on('GET', /^\/api\/payment-method\/by-player\//, () => json({ PaymentMethods: cards })),
    on('DELETE', /^\/api\/payment-method\//, () => {
      cards = [];
      return new Response(null, { status: 204 });
    }),
    on('POST', '/api/payment-method/setup', () => json({ ClientSecret: null })),
    on('POST', '/api/payments/sandbox/cards', () =>
      json({ Token: 'tok_sb_9', Brand: 'mastercard', Last4: '4444' }),
    ),
    on('POST', '/api/payment-method/add', () => {
      cards = [{ Id: CARD_ID, Brand: 'mastercard', Last4: '4444', ExpMonth: 1, ExpYear: 2030 }];
      return json({ ...cards[0], AlreadySaved: false });
    }),
  );
}

async function open() {
  signInAs();
  await renderScreen(
    <>
      <ManagePaymentInfoPage />
      <DialogHost />
    </>,
    paths.game.manage.paymentInfo,
  );
}

describe('manage payment info', () => {
  it('lists saved cards and removes one only after confirmation', async () => {
    const calls = serve();
    await open();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Visa ending in 4242');
    expect(card).toHaveTextContent('Expires 04/31');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have no saved cards.')).toBeVisible();
    const [removal] = calls.filter((c) => c.method === 'DELETE');
    expect(removal?.path).toBe(`/api/payment-method/${CARD_ID}/by-player/${PLAYER_ID}`);
    expect(removal?.headers.get('Content-Type')).toBeNull();
  });

  it('adds a card with the sandbox form and payment-method/add', async () => {
    const calls = serve();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Card number/), '5555555555554444');
    await userEvent.type(screen.getByLabelText(/Expiry date/), '0130');
    await userEvent.type(screen.getByLabelText(/CVC/), '321');
    await userEvent.type(screen.getByLabelText(/Postal code/), 'M5V 2T6');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Mastercard ending in 4444')).toBeVisible();
    await waitFor(() => expect(callsTo(calls, 'payment-method/add')).toHaveLength(1));
    expect(callsTo(calls, 'payment-method/add')[0]?.body).toEqual({
      PlayerId: PLAYER_ID,
      OrganizationId: ORG_ID,
      Token: 'tok_sb_9',
    });
  });
});
