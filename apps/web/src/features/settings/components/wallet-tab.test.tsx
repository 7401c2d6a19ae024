import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type AccountRole, type User } from '@paylink/shared';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries, stubApi } from '../../../test/render';
import { WalletTab } from './wallet-tab';

const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const SOLANA = '7EqQdEULxWcraVx3mXKFjc84LhCkMGZCkRuDpvcMwJeK';
const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
const ZPUB_FIRST = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

const merchant: User = {
  id: 'usr_1',
  email: 'shop@example.com',
  walletAddress: null,
  btcAddress: BTC,
  btcXpub: null,
  ethAddress: null,
  transactionCredits: 10,
  subscriptionTier: null,
  subscriptionStatus: null,
  isAdmin: false,
  status: 'ACTIVE',
  emailVerified: true,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  totalPayments: 0,
};

function renderTab(onSaved = vi.fn(), role: AccountRole = 'owner', account: User = merchant) {
  renderWithQueries(
    <WithAuth value={authAs(role)}>
      <WalletTab user={account} onSaved={onSaved} />
    </WithAuth>,
  );
  return userEvent.setup();
}

describe('the wallet form', () => {
  it('checks each address with the shared rules, and asks for at least one', async () => {
    const fetch = stubApi({ 'GET /api/wallets': { body: { success: true, data: { addresses: [] } } } });
    const user = renderTab();
    await user.type(screen.getByLabelText('Solana Wallet Address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Wallet Addresses' }));
    expect(await screen.findByText(MSG.invalidSolana)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Solana Wallet Address'));
    await user.clear(screen.getByLabelText('Bitcoin Wallet Address'));
    await user.click(screen.getByRole('button', { name: 'Save Wallet Addresses' }));
    expect(await screen.findByText(MSG.atLeastOneWallet)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('a first address needs no password; replacing a set one asks for it', async () => {
    stubApi({ 'GET /api/wallets': { body: { success: true, data: { addresses: [] } } } });
    const user = renderTab();
    await user.type(screen.getByLabelText('Solana Wallet Address'), SOLANA);
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bitcoin Wallet Address'));
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });

  it('saves the addresses, a removed one as null, and hands the updated account back', async () => {
    const saved = { ...merchant, walletAddress: SOLANA };
    const fetch = stubApi({
      'GET /api/wallets': { body: { success: true, data: { addresses: [] } } },
      'PUT /api/auth/wallets': { body: { success: true, data: { user: saved, confirmationSent: false } } },
    });
    const onSaved = vi.fn();
    const user = renderTab(onSaved);
    await user.type(screen.getByLabelText('Solana Wallet Address'), SOLANA);
    await user.click(screen.getByRole('button', { name: 'Save Wallet Addresses' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      walletAddress: SOLANA,
      btcAddress: BTC,
      ethAddress: null,
    });
  });

  it('marks the field the server refused, not only a toast (issue 38)', async () => {
    const refusal = 'Please enter a valid Solana wallet address';
    stubApi({
      'GET /api/wallets': { body: { success: true, data: { addresses: [] } } },
      'PUT /api/auth/wallets': {
        status: 400,
        body: {
          success: false,
          error: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ path: 'walletAddress', msg: refusal }],
        },
      },
    });
    const user = renderTab();
    await user.type(screen.getByLabelText('Solana Wallet Address'), SOLANA);
    await user.click(screen.getByRole('button', { name: 'Save Wallet Addresses' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Solana Wallet Address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a developer or viewer sees the addresses read-only: Save is disabled and says why (issue 34)', async () => {
    stubApi({ 'GET /api/wallets': { body: { success: true, data: { addresses: [] } } } });
    renderTab(vi.fn(), 'developer');
    const save = screen.getByTestId('save-wallets');
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute(
      'title',
      'As a developer you cannot change payout wallets and prove wallet ownership; ask an owner or admin.',
    );
    expect(screen.getByLabelText('Solana Wallet Address')).toHaveAttribute('readonly');
  });

  // Issue 48 item 9: an account key beside a saved Bitcoin address redirects new BTC links, like a new address.
  it('asks for the password to save a first account key beside a Bitcoin address, not without one', async () => {
    stubApi({ 'GET /api/wallets': { body: { success: true, data: { addresses: [] } } } });
    const user = renderTab();
    await user.type(screen.getByLabelText('Bitcoin Account Key (optional)'), ZPUB);
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bitcoin Wallet Address'));
    await user.type(screen.getByLabelText('Solana Wallet Address'), SOLANA);
    // The address removed: that alone asks for it too.
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });

  it('shows the saved key’s first address to compare with the wallet, and that the key wins for new links', async () => {
    stubApi({
      'GET /api/wallets': { body: { success: true, data: { addresses: [] } } },
      'GET /api/wallets/bitcoin-gap': {
        body: { success: true, data: { unusedInARow: 0, gapLimit: 20, overGapLimit: false, firstAddress: ZPUB_FIRST } },
      },
    });
    renderTab(vi.fn(), 'owner', { ...merchant, btcXpub: ZPUB });
    const shown = await screen.findByTestId('bitcoin-key-first-address');
    expect(shown).toHaveTextContent(
      `First address of your saved account key: ${ZPUB_FIRST}. Check that your wallet shows the same first receive address.`,
    );
    expect(shown).toHaveTextContent(
      'New Bitcoin links pay fresh addresses of this key, not the Bitcoin Wallet Address.',
    );
  });
});
