import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { walletRequest, type PublicPayment } from '@paylink/shared';
import { provideAppConfig } from '../../../lib/app-config';
import { TEST_CONFIG } from '../../../test/test-config';
import { ConnectWallet } from './connect-wallet';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const ICON = 'data:image/svg+xml;base64,';
const payment = {
  id: 'pay_1',
  network: 'base',
  paymentUrl:
    'ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=3000042',
  transactionRequestUrl: null,
  transactionRequestQrCodeData: null,
  remainingSolanaPayUrl: null,
  remainingQrCodeData: null,
  qrCodeData: 'data:image/png;base64,',
} as PublicPayment;

describe('Connect wallet on the hosted page', () => {
  it('shows no button while the browser has no wallet for the link’s network (a phone keeps Open Wallet App)', () => {
    provideAppConfig(TEST_CONFIG);
    render(<ConnectWallet payment={payment} request={walletRequest(payment, false)} />);
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
  });

  it('lists an announced wallet once asked, and a wallet that rejects the request leaves a toast and the list', async () => {
    provideAppConfig(TEST_CONFIG);
    const rejecting = {
      request: async () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    };
    render(<ConnectWallet payment={payment} request={walletRequest(payment, false)} />);
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'w-1', name: 'Rejecting Wallet', icon: ICON, rdns: 'x.test' }, provider: rejecting },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rejecting Wallet' }));
    expect(toastError).toHaveBeenCalledWith('The wallet declined the request: nothing was sent.');
    expect(screen.getByRole('button', { name: 'Rejecting Wallet' })).toBeEnabled();
    expect(screen.queryByTestId('wallet-sent')).toBeNull();
  });
});
