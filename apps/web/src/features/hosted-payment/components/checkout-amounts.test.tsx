import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/render';
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

// The picker names networks from the published profiles (GET /api/config); unstubbed, they fall back to the shared names.
beforeEach(() => {
  stubApi({});
});

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

describe('the pay option picker, grouped by token', () => {
  it('lists each token once with its networks ("USDC on Solana, Base"), then a button per network', () => {
    const payment = {
      ...multiOption,
      payOptions: [
        { network: 'solana', currency: 'USDC' },
        { network: 'ethereum', currency: 'ETH' },
        { network: 'base', currency: 'USDC' },
        { network: 'base', currency: 'ETH' },
      ],
    } as PublicPayment;
    render(<PayOptionPicker payment={payment} pending={false} error={null} onChoose={vi.fn()} />);
    const groups = screen.getAllByTestId(/^pay-option-group-/);
    expect(groups.map((g) => g.getAttribute('data-testid'))).toEqual(['pay-option-group-usdc', 'pay-option-group-eth']);
    expect(within(groups[0]!).getByRole('heading')).toHaveTextContent('USDC on Solana, Base');
    expect(
      within(groups[0]!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-testid')),
    ).toEqual(['pay-option-solana-usdc', 'pay-option-base-usdc']);
    expect(within(groups[1]!).getByRole('heading')).toHaveTextContent('ETH on Ethereum, Base');
    expect(within(groups[1]!).getByRole('button', { name: 'ETH on Base' })).toBeInTheDocument();
  });
});
