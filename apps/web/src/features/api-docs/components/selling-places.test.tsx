import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SellingPlaces } from './selling-places';

const C = ({ children }: { children: ReactNode }) => <code>{children}</code>;

describe('the /api-docs overview "Where you sell"', () => {
  it('describes the point of sale with the cashier role, pay buttons with their limits, and the Medusa provider', () => {
    render(<SellingPlaces C={C} />);
    const pos = screen.getByTestId('docs-selling-pos');
    expect(pos).toHaveTextContent('/pos');
    expect(pos).toHaveTextContent('cashier role');
    expect(pos).toHaveTextContent('signs one out remotely');
    const buttons = screen.getByTestId('docs-selling-pay-buttons');
    expect(buttons).toHaveTextContent('<script> tag or plain <a href>');
    expect(buttons).toHaveTextContent('limited per button and per visitor');
    expect(screen.getByTestId('docs-selling-medusa')).toHaveTextContent('@paylink/medusa-payment-paylink');
    expect(screen.getByRole('link', { name: 'Medusa section' })).toHaveAttribute('href', '#medusa');
  });
});
