import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { Currency } from './currency';

describe('Currency', () => {
  it.each([
    [123456, '$1,234.56'],
    [500, '$5.00'],
    [0, '$0.00'],
    [null, '$0.00'],
    ['abc', '$0.00'],
  ])('shows %s cents as %s', (cents, text) => {
    render(<Currency cents={cents} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('writes French amounts as Canadian French does', async () => {
    await i18n.changeLanguage('fr');
    try {
      const { container } = render(<Currency cents={1800} />);
      expect(container.textContent).toBe('18,00\u00a0$');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
