import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildInstance, buildStatus, signInAs } from '@/testing/factories';
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

async function show(payment = waiting, name = 'Week 1') {
  signInAs();
  stubFetch(
    on('GET', /current-status/, () => json(buildStatus({ ...buildInstance(), Name: name }))),
  );
  await renderScreen(
    <CheckoutStatus
      phase={{ kind: 'action', result: payment }}
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
    expect(await screen.findByText('Week 1: $4.00, numbers 12 and 4500')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Approve the payment');
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    await show();
    const line = await screen.findByText(/^Week 1 : /);
    expect(line.textContent?.replace(/\s/g, ' ')).toBe('Week 1 : 4,00 $, numéros 12 et 4500');
  });

  it('in French, a name with its own article stands alone, never after « pour »', async () => {
    await i18n.changeLanguage('fr');
    const one = { ...waiting, Amount: 500, PlayerNumberGroups: [buildGroup(GROUP_A, [12])] };
    await show(one, 'Le 50/50 du mois');
    const line = await screen.findByText(/^Le 50\/50 du mois : /);
    expect(line.textContent?.replace(/\s/g, ' ')).toBe('Le 50/50 du mois : 5,00 $, numéro 12');
  });

  it('a prepayment says how many draws it pays for, EN and FR', async () => {
    const prepaid = { ...waiting, Amount: 1800, Draws: 3 };
    await show(prepaid, 'Semaine 1');
    expect(
      await screen.findByText('3 draws paid ahead (first: Semaine 1): $18.00, numbers 12 and 4500'),
    ).toBeInTheDocument();
    queryClient.clear();
    document.body.innerHTML = '';
    await i18n.changeLanguage('fr');
    await show(prepaid, 'Semaine 1');
    const line = await screen.findByText(/^3 tirages prépayés/);
    expect(line.textContent?.replace(/\s/g, ' ')).toBe(
      '3 tirages prépayés (premier : Semaine 1) : 18,00 $, numéros 12 et 4500',
    );
  });
});
