import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Refund } from '@paylink/shared';
import { provideAppConfig, type AppConfig } from '../../../lib/app-config';
import { PaymentRefunds } from './payment-refunds';

const HASH = `0x${'cd'.repeat(32)}`;
const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 'rfd_1',
  paymentId: 'pay_1',
  transferId: null,
  misdirectedId: null,
  amount: '25.004417',
  currency: 'USDC',
  network: 'base',
  to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  status: 'COMPLETED',
  paymentUrl: 'ethereum:0x0@8453/transfer',
  qrCodeData: '',
  reference: null,
  reason: null,
  signature: HASH,
  createdAt: '2026-11-29T00:00:00.000Z',
  expiresAt: '2026-11-30T00:00:00.000Z',
  completedAt: '2026-11-29T00:05:00.000Z',
  ...over,
});

describe('the refunds of a link, on its detail page', () => {
  it('names the payment sent on the wrong network a refund sends back, with the explorer of the network it was paid on', () => {
    provideAppConfig({
      evm: {
        base: { chainId: 8453, explorerUrl: 'https://basescan.org', localChain: false },
        arbitrum: { chainId: 42161, explorerUrl: 'https://arbiscan.io', localChain: false },
      },
    } as unknown as AppConfig);
    render(
      <PaymentRefunds
        refunds={[
          refund({ id: 'rfd_2', network: 'arbitrum', misdirectedId: 'mis_1', reason: 'Sent on the wrong network' }),
          refund(),
        ]}
        onOpen={vi.fn()}
      />,
    );
    const [misdirected, own] = screen.getAllByTestId('payment-refund');
    expect(within(misdirected!).getByTestId('payment-refund-misdirected')).toHaveTextContent(
      'Sends back the payment that arrived on Arbitrum',
    );
    expect(within(misdirected!).getByTestId('payment-refund-signature')).toHaveAttribute(
      'href',
      `https://arbiscan.io/tx/${HASH}`,
    );
    expect(within(own!).queryByTestId('payment-refund-misdirected')).toBeNull();
    expect(within(own!).getByTestId('payment-refund-signature')).toHaveAttribute(
      'href',
      `https://basescan.org/tx/${HASH}`,
    );
  });
});
