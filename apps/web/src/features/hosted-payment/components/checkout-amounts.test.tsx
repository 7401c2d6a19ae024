import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import { FiatEquivalent } from './fiat-equivalent';
import { PayOptionPicker } from './pay-option-picker';

const tokenPriced = {
  amount: '0.1',
  currency: 'SOL',
  payAmount: '0.1',
  payCurrency: 'SOL',
  quote: null,
  fiatEquivalent: { amount: '25.00', currency: 'USD' },
} as PublicPayment;
const OPTIONS = [
  { network: 'solana', currency: 'USDC' },
  { network: 'base', currency: 'USDC' },
  { network: 'ethereum', currency: 'ETH' },
];
const multiOption = {
  amount: '30.00',
  currency: 'USD',
  network: 'solana',
  payCurrency: 'USDC',
  payOptions: OPTIONS,
  optionAmounts: [
    { network: 'solana', currency: 'USDC', amount: '30' },
    { network: 'base', currency: 'USDC', amount: '30' },
    { network: 'ethereum', currency: 'ETH', amount: null },
  ],
} as PublicPayment;

describe('the checkout amounts on the hosted page', () => {
  it('shows a token-priced link its dollar equivalent', () => {
    render(<FiatEquivalent payment={tokenPriced} />);
    expect(screen.getByTestId('hosted-fiat-equivalent')).toHaveTextContent('≈ $25.00');
  });

  it('shows nothing without a fresh price, and nothing on a link already priced in fiat', () => {
    const { rerender } = render(<FiatEquivalent payment={{ ...tokenPriced, fiatEquivalent: null }} />);
    expect(screen.queryByTestId('hosted-fiat-equivalent')).toBeNull();
    rerender(
      <FiatEquivalent
        payment={{
          ...multiOption,
          quote: { rate: '1', source: 'test', quotedAt: '', expiresAt: '' },
          fiatEquivalent: null,
        }}
      />,
    );
    expect(screen.queryByTestId('hosted-fiat-equivalent')).toBeNull();
  });

  it("shows each option's amount on the picker, and none for an option that cannot be priced now", () => {
    render(<PayOptionPicker payment={multiOption} pending={false} error={null} onChoose={vi.fn()} />);
    expect(within(screen.getByTestId('pay-option-solana-usdc')).getByTestId('pay-option-amount')).toHaveTextContent(
      '30 USDC',
    );
    expect(within(screen.getByTestId('pay-option-base-usdc')).getByTestId('pay-option-amount')).toHaveTextContent(
      '30 USDC',
    );
    expect(screen.getByTestId('pay-option-ethereum-eth')).toHaveTextContent('ETH on Ethereum');
    expect(within(screen.getByTestId('pay-option-ethereum-eth')).queryByTestId('pay-option-amount')).toBeNull();
  });
});
