import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatePaymentForm } from './create-payment-form';
import type { SupportedTokens } from '../api/get-supported-tokens';

const SOLANA_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const ETH_WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const usdc = { symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const eth = { symbol: 'ETH', name: 'Ether', decimals: 18 };
const supported: SupportedTokens = {
  tokens: { solana: [{ symbol: 'SOL', name: 'Solana', decimals: 9 }, usdc], ethereum: [eth, usdc], base: [eth, usdc] },
  networks: {
    solana: { name: 'Solana', tokens: ['SOL', 'USDC'] },
    ethereum: { name: 'Ethereum', tokens: ['ETH', 'USDC'] },
    base: { name: 'Base', tokens: ['ETH', 'USDC'] },
  },
};

function renderForm(savedWallets: Record<string, string>, defaultPayOptions?: string[]) {
  const onSubmit = vi.fn();
  render(
    <CreatePaymentForm
      supported={supported}
      savedWallets={savedWallets}
      blocked={false}
      isSubmitting={false}
      onSubmit={onSubmit}
      defaultPayOptions={defaultPayOptions}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('pay options in the create-payment form', () => {
  it('offers the other networks’ tokens for a USD price, only where a wallet is saved, prefilled from Settings', async () => {
    const { onSubmit, user } = renderForm({ solana: SOLANA_WALLET, ethereum: ETH_WALLET, base: ETH_WALLET }, [
      'solana:USDC',
      'base:USDC',
      'ethereum:ETH',
    ]);
    expect(screen.queryByTestId('create-other-pay-options')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.getByLabelText('USDC on Base')).toBeChecked();
    expect(screen.getByLabelText('ETH on Ethereum')).toBeChecked();
    expect(screen.getByLabelText('ETH on Base')).not.toBeChecked();
    // The form's own network is chosen with its tokens above, not among the others.
    expect(screen.queryByLabelText('USDC on Solana')).toBeNull();
    expect(screen.getByLabelText('SOL')).not.toBeChecked();
    expect(screen.getByLabelText('USDC')).toBeChecked();
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.type(screen.getByLabelText('Label'), 'Order #1');
    await user.click(screen.getByRole('button', { name: 'Create Payment Link' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      network: 'solana',
      currency: 'USD',
      payCurrencies: ['USDC'],
      otherPayOptions: ['solana:USDC', 'base:USDC', 'ethereum:ETH'],
    });
  });

  it('shows no other network without a wallet there', async () => {
    const { user } = renderForm({ solana: SOLANA_WALLET });
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    expect(screen.queryByTestId('create-other-pay-options')).toBeNull();
  });
});
