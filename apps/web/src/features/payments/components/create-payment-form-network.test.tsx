import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatePaymentForm } from './create-payment-form';
import type { SupportedTokens } from '../api/get-supported-tokens';

const usdc = { symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const eth = { symbol: 'ETH', name: 'Ether', decimals: 18 };
const supported: SupportedTokens = {
  tokens: {
    solana: [{ symbol: 'SOL', name: 'Solana', decimals: 9 }, usdc],
    bitcoin: [{ symbol: 'BTC', name: 'Bitcoin', decimals: 8 }],
    ethereum: [eth, usdc],
  },
  networks: {
    solana: { name: 'Solana', tokens: ['SOL', 'USDC'] },
    bitcoin: { name: 'Bitcoin', tokens: ['BTC'] },
    ethereum: { name: 'Ethereum', tokens: ['ETH', 'USDC'] },
  },
};
const wallets = {
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  bitcoin: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
  ethereum: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
};
const FIRST_TOKEN = { solana: 'SOL', bitcoin: 'BTC', ethereum: 'ETH' } as const;
type Network = keyof typeof FIRST_TOKEN;

/** Picks `before` (a token or USD) on `from`, switches to `to`, submits: what the menu shows and what was sent. */
async function switchNetwork(from: Network, before: string, to: Network) {
  const onSubmit = vi.fn();
  render(
    <CreatePaymentForm
      supported={supported}
      savedWallets={wallets}
      blocked={false}
      isSubmitting={false}
      onSubmit={onSubmit}
    />,
  );
  const user = userEvent.setup();
  const network = screen.getByLabelText('Network');
  const currency = screen.getByLabelText<HTMLSelectElement>('Currency');
  if (from !== 'solana') await user.selectOptions(network, from);
  await user.selectOptions(currency, before);
  await user.selectOptions(network, to);
  const shown = currency.selectedOptions[0]?.value;
  await user.type(screen.getByLabelText('Amount'), '25');
  await user.type(screen.getByLabelText('Label'), 'Order #1');
  await user.click(screen.getByRole('button', { name: 'Create Payment Link' }));
  return { shown, sent: (onSubmit.mock.calls[0]?.[0] as { currency?: string; network?: string } | undefined) ?? {} };
}

describe('switching the network on the create-payment form (issue 48)', () => {
  const networks = Object.keys(FIRST_TOKEN) as Network[];
  const cases = networks.flatMap((from) =>
    networks
      .filter((to) => to !== from)
      .flatMap((to) => ['USD', FIRST_TOKEN[from]].map((before) => [from, before, to] as const)),
  );

  it.each(cases)(
    'from %s with %s to %s: the menu shows the new network’s first token, and that is what is sent',
    async (from, before, to) => {
      const { shown, sent } = await switchNetwork(from, before, to);
      expect(shown).toBe(FIRST_TOKEN[to]);
      expect(sent).toMatchObject({ network: to, currency: FIRST_TOKEN[to] });
    },
  );
});
