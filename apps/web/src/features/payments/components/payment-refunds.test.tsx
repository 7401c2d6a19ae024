import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REFUND_LATE_WATCH_MS, type Refund } from '@paylink/shared';
import { provideAppConfig, type AppConfig } from '../../../lib/app-config';
import { renderWithQueries, stubApi } from '../../../test/render';
import { useReopenRefund } from '../api/reopen-refund';
import { PaymentRefunds } from './payment-refunds';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

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

describe('the refunds table on a phone', () => {
  it('shows each refund as a card whose cells name their column, so the row never scrolls sideways', () => {
    provideAppConfig({ evm: {} } as unknown as AppConfig);
    render(<PaymentRefunds refunds={[refund()]} onOpen={vi.fn()} />);
    const row = screen.getByTestId('payment-refund');
    for (const column of ['Date', 'Amount', 'To', 'Status', 'Transaction'])
      expect(within(row).getByText(column)).toBeInTheDocument();
  });
});

/** The detail page's wiring: the refunds table, its Reopen through the API, then the refund's pay step. */
function Reopenable({ refunds, onPay }: { refunds: Refund[]; onPay: (refund: Refund) => void }) {
  const { reopen, reopening } = useReopenRefund('pay_1', onPay);
  return <PaymentRefunds refunds={refunds} onOpen={onPay} onReopen={reopen} reopening={reopening} />;
}

describe('a refund that expired unpaid', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const lapsed = refund({ status: 'EXPIRED', signature: null, completedAt: null, expiresAt: hoursAgo(2) });

  it('is reopened from the table while it may still be paid late: a toast, then the usual pay step', async () => {
    provideAppConfig({ evm: {} } as unknown as AppConfig);
    const reopened = {
      ...lapsed,
      status: 'PENDING' as const,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const fetch = stubApi({
      'POST /api/payments/payments/pay_1/refunds/rfd_1/reopen': { body: { success: true, data: { refund: reopened } } },
    });
    const onPay = vi.fn();
    renderWithQueries(<Reopenable refunds={[lapsed]} onPay={onPay} />);
    await userEvent.click(screen.getByTestId('payment-refund-reopen'));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith(reopened));
    expect(fetch).toHaveBeenCalledWith(
      '/api/payments/payments/pay_1/refunds/rfd_1/reopen',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Refund reopened: pay it within 24 hours');
  });

  it('says why when the server refuses, and offers no Reopen past the late watch or to a member who may not refund', async () => {
    provideAppConfig({ evm: {} } as unknown as AppConfig);
    stubApi({
      'POST /api/payments/payments/pay_1/refunds/rfd_1/reopen': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          error: 'This refund is COMPLETED: only a refund that expired unpaid can be reopened.',
        },
      },
    });
    const onPay = vi.fn();
    const { unmount } = renderWithQueries(<Reopenable refunds={[lapsed]} onPay={onPay} />);
    await userEvent.click(screen.getByTestId('payment-refund-reopen'));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'This refund is COMPLETED: only a refund that expired unpaid can be reopened.',
      ),
    );
    expect(onPay).not.toHaveBeenCalled();
    unmount();

    const forgotten = { ...lapsed, expiresAt: new Date(Date.now() - REFUND_LATE_WATCH_MS - 60_000).toISOString() };
    const { unmount: done } = renderWithQueries(<Reopenable refunds={[forgotten]} onPay={onPay} />);
    expect(screen.queryByTestId('payment-refund-reopen')).toBeNull();
    done();
    render(<PaymentRefunds refunds={[lapsed]} onOpen={onPay} />);
    expect(screen.queryByTestId('payment-refund-reopen')).toBeNull();
  });
});
