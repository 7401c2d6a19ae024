import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../lib/app-config';
import { provideAppConfig } from '../../../lib/app-config';
import { authAs, TEST_USER, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PayOptionsTab } from './pay-options-tab';

const usdc = { symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const eth = { symbol: 'ETH', name: 'Ether', decimals: 18 };
const SUPPORTED = {
  tokens: {
    solana: [{ symbol: 'SOL', name: 'Solana', decimals: 9 }, usdc],
    ethereum: [eth, usdc],
    arbitrum: [eth, usdc],
  },
  networks: {
    solana: { name: 'Solana', tokens: ['SOL', 'USDC'] },
    ethereum: { name: 'Ethereum', tokens: ['ETH', 'USDC'] },
    arbitrum: { name: 'Arbitrum One', tokens: ['ETH', 'USDC'] },
  },
};
// The rails' profiles as the server publishes them (only what the tab reads).
const profile = (network: string, savedWallet: string) => ({
  network,
  payOption: true,
  savedWallet,
  savedAccountKey: null,
});

beforeEach(() => {
  provideAppConfig({
    networks: [
      profile('solana', 'walletAddress'),
      profile('ethereum', 'ethAddress'),
      profile('arbitrum', 'ethAddress'),
    ],
  } as unknown as AppConfig);
});

function renderTab(user = TEST_USER) {
  const fetch = stubApi({
    'GET /api/payments/supported-tokens': { body: { success: true, data: SUPPORTED } },
    'GET /api/auth/pay-options': {
      body: { success: true, data: { payOptions: [{ network: 'solana', currency: 'USDC' }] } },
    },
    'PUT /api/auth/pay-options': (body) => ({ body: { success: true, data: body } }),
  });
  renderWithQueries(
    <WithAuth value={authAs('owner')}>
      <PayOptionsTab user={user} />
    </WithAuth>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('Settings → Pay options', () => {
  it('lists every network and token grouped by token, then network; one without a wallet is shown but not choosable', async () => {
    const { fetch, user } = renderTab({ ...TEST_USER, walletAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' });
    const usdcGroup = await screen.findByTestId('pay-options-group-usdc');
    expect(screen.getAllByTestId(/^pay-options-group-/).map((g) => g.getAttribute('data-testid'))).toEqual([
      'pay-options-group-sol',
      'pay-options-group-usdc',
      'pay-options-group-eth',
    ]);
    expect(within(usdcGroup).getByText(/^on /)).toHaveTextContent('on Solana, Ethereum, Arbitrum One');
    expect(screen.getByLabelText('USDC on Solana')).toBeChecked();
    expect(screen.getByLabelText('SOL on Solana')).toBeEnabled();
    expect(screen.getByLabelText('USDC on Arbitrum One (save a wallet for it in the Wallet tab)')).toBeDisabled();
    await user.click(screen.getByLabelText('SOL on Solana'));
    await user.click(screen.getByTestId('pay-options-save'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      payOptions: [
        { network: 'solana', currency: 'SOL' },
        { network: 'solana', currency: 'USDC' },
      ],
    });
  });

  it('asks for a wallet first when none is saved', async () => {
    renderTab();
    expect(await screen.findByTestId('pay-options-empty')).toBeInTheDocument();
  });
});
