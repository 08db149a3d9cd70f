import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { buildStatus, signInAs } from '@/testing/factories';
import { json, on, stubFetch } from '@/testing/fetch-stub';
import { buildReceipt } from '@/testing/money';
import { renderScreen } from '@/testing/render-screen';
import { ReceiptView } from './receipt-view';

afterEach(async () => {
  queryClient.clear();
  await i18n.changeLanguage('en');
});

// Friday 8 p.m. in Halifax; in Vancouver the player's own clock says 4 p.m.
const single = buildReceipt({ DrawOn: '2026-01-10T00:00:00.000Z', TimeZone: 'America/Halifax' });

async function show(receipt = single) {
  signInAs();
  stubFetch(on('GET', /current-status/, () => json(buildStatus())));
  await renderScreen(<ReceiptView receipt={receipt} />);
}

const valueOf = (label: string) =>
  screen.getByText(label).closest('.receipt__row')?.querySelector('dd')?.textContent ?? '';

// The mailed receipt gives a single draw's date: the one on screen does too (issue 28).
describe('the on-screen receipt of a single-draw payment', () => {
  it('gives the draw date in the game’s zone', async () => {
    await show();
    expect(await screen.findByText('Draw date')).toBeInTheDocument();
    expect(valueOf('Draw date')).toMatch(/Jan(uary)? 9, 2026.*8:00\sPM.*A[DS]T|Atlantic/);
  });

  it('in French too', async () => {
    await i18n.changeLanguage('fr');
    await show();
    expect(await screen.findByText('Date du tirage')).toBeInTheDocument();
    expect(valueOf('Date du tirage').replace(/\s/g, ' ')).toBe('9 janv. 2026, 20 h 00 HNA');
  });

  it('a prepayment lists its draws instead, not a second date', async () => {
    await show({ ...single, PaidDraws: ['2026-01-10T00:00:00.000Z', '2026-01-17T00:00:00.000Z'] });
    expect(await screen.findByText('Paid through')).toBeInTheDocument();
    expect(screen.queryByText('Draw date')).toBeNull();
  });
});
