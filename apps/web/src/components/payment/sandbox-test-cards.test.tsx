import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderScreen } from '@/testing/render-screen';
import { SandboxTestCards } from './sandbox-test-cards';

describe('the sandbox test cards (issue 28)', () => {
  it("lists Stripe's test cards by outcome, the bank check's 3184 among them", async () => {
    await renderScreen(<SandboxTestCards />);
    await userEvent.click(screen.getByText('Other test cards (declines, bank check)'));
    const row = screen.getByRole('row', { name: /Bank check \(3-D Secure\)/ });
    expect(within(row).getByText('4000 0027 6000 3184')).toBeVisible();
    expect(screen.getByRole('row', { name: /^Paid/ })).toHaveTextContent('4111 1111 1111 1111');
  });

  it('names the outcomes in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      await renderScreen(<SandboxTestCards />);
      expect(screen.getByText('Refusé : fonds insuffisants', { exact: false })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
