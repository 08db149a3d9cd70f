import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
