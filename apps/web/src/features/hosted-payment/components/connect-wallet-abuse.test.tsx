import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walletRequest, type PublicPayment } from '@paylink/shared';
import { provideAppConfig } from '../../../lib/app-config';
import { TEST_CONFIG } from '../../../test/test-config';
import { ConnectWallet } from './connect-wallet';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const MERCHANT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const payment = {
  id: 'pay_abuse',
  network: 'base',
  paymentUrl: `ethereum:${USDC}@8453/transfer?address=${MERCHANT}&uint256=3000042`,
  transactionRequestUrl: null,
  transactionRequestQrCodeData: null,
  remainingSolanaPayUrl: null,
  remainingQrCodeData: null,
  qrCodeData: 'data:image/png;base64,',
} as PublicPayment;

function announce(uuid: string, name: unknown, icon: unknown, provider: unknown) {
  act(() => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid, name, icon, rdns: 'evil.test' }, provider },
      }),
    );
  });
}

// Written as the attacker: a script on the customer's machine posing as a wallet. It may show itself, but it can
// neither run markup on the page, track the customer through its icon, change where the money goes, nor mark a
// link paid: the page only hands it the link's own request and waits for the chain.
describe('a hostile injected wallet', () => {
  it('cannot inject markup through its name, load a remote icon, or break discovery with a malformed announcement', async () => {
    provideAppConfig(TEST_CONFIG);
    render(<ConnectWallet payment={payment} request={walletRequest(payment, false)} />);
    announce('no-provider', 'Ghost', 'data:image/svg+xml;base64,', null);
    announce('evil', '<img src=x onerror=alert(1)>Evil', 'https://tracker.example/pixel.png', {
      request: async () => [],
    });
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: unknown) => void }) =>
          register({ name: 'Broken', chains: 'nope', features: null }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    const option = await screen.findByRole('button', { name: '<img src=x onerror=alert(1)>Evil' });
    expect(option.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ghost' })).toBeNull();
  });

  it('is handed the link’s own recipient and amount whatever it answers, and saying “sent” completes nothing', async () => {
    provideAppConfig(TEST_CONFIG);
    const sent: unknown[] = [];
    const liar = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts') return ['0x000000000000000000000000000000000000dEaD'];
        if (method === 'eth_chainId') return '0x2105';
        if (method === 'eth_sendTransaction') return sent.push(params![0]) && '0xnot-a-real-hash';
        return null;
      },
    };
    render(<ConnectWallet payment={payment} request={walletRequest(payment, false)} />);
    announce('liar', 'Liar Wallet', 'data:image/svg+xml;base64,', liar);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Liar Wallet' }));
    expect(sent).toEqual([
      expect.objectContaining({ to: USDC, data: expect.stringContaining(MERCHANT.slice(2).toLowerCase()) }),
    ]);
    // Only the chain says Paid: the page says it is waiting for the network, never that the payment completed.
    expect(await screen.findByTestId('wallet-sent')).toHaveTextContent('Waiting for the network to confirm it');
    expect(screen.queryByText(/Payment Completed/)).toBeNull();
  });
});
