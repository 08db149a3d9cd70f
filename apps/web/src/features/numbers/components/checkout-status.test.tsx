import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildStatus, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildGroup, buildPayment, GROUP_A } from '@/testing/money';
import { renderScreen } from '@/testing/render-screen';
import { CheckoutStatus } from './checkout-status';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

const waiting = buildPayment({
  Status: 'RequiresAction',
  Amount: 400,
  PlayerNumberGroups: [buildGroup(GROUP_A, [12, 4500])],
});

async function show() {
  signInAs();
  stubFetch(on('GET', /current-status/, () => json(buildStatus())));
  await renderScreen(
    <CheckoutStatus
      phase={{ kind: 'action', result: waiting }}
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

// After a reload the order form is gone: the bank's check alone must say what it is for.
describe('the bank check names its payment (issue 28)', () => {
  it('in English: amount, draw and numbers', async () => {
    await show();
    const alert = await screen.findByRole('alert');
    expect(await screen.findByText('$4.00 for Week 1: numbers 12 and 4500')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Approve the payment');
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    await show();
    const line = await screen.findByText(/pour Week 1 : numéros 12 et 4500$/);
    expect(line.textContent?.replace(/\s/g, ' ')).toBe('4,00 $ pour Week 1 : numéros 12 et 4500');
  });
});
