import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MisdirectedTransfer } from '@paylink/shared';
import { renderWithQueries, stubApi } from '../../../test/render';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { MisdirectedPayments } from './misdirected-payments';

const message = 'A payment of 25.004417 USDC for this link arrived on Arbitrum instead of Base.';
const caution =
  'Your address is a smart-contract wallet on Base. That wallet may not exist on Arbitrum: Paylink cannot tell whether this money can be moved from there.';
const misdirected = (over: Partial<MisdirectedTransfer> = {}): MisdirectedTransfer => ({
  id: 'mis_1',
  paymentId: 'pay_1',
  network: 'arbitrum',
  linkNetwork: 'base',
  currency: 'USDC',
  amount: '25.004417',
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  payer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  signature: `0x${'ab'.repeat(32)}`,
  position: 0,
  blockTime: null,
  status: 'open',
  contractWallet: false,
  message,
  caution: null,
  refundId: null,
  createdAt: '2026-11-29T00:00:00.000Z',
  resolvedAt: null,
  ...over,
});

describe('payments sent on the wrong network, on the detail page', () => {
  it('says what arrived where and accepts it toward the link', async () => {
    const fetch = stubApi({
      'POST /api/payments/misdirected/mis_1/accept': {
        body: { success: true, data: { misdirected: misdirected({ status: 'accepted' }), payment: {} } },
      },
    });
    renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MisdirectedPayments paymentId="pay_1" misdirected={[misdirected()]} onOpenRefund={vi.fn()} />
      </WithAuth>,
    );
    expect(screen.getByTestId('payment-misdirected')).toHaveTextContent(message);
    await userEvent.click(screen.getByTestId('accept-misdirected'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/payments/misdirected/mis_1/accept',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('says a contract wallet may not exist on the other network, and offers no accept once accepted', () => {
    stubApi({});
    renderWithQueries(
      <WithAuth value={authAs('owner')}>
        <MisdirectedPayments
          paymentId="pay_1"
          misdirected={[misdirected({ contractWallet: true, caution, status: 'accepted' })]}
          onOpenRefund={vi.fn()}
        />
      </WithAuth>,
    );
    expect(screen.getByTestId('payment-misdirected')).toHaveTextContent(caution);
    expect(screen.queryByTestId('accept-misdirected')).toBeNull();
  });

  it('a viewer sees it but may not accept', () => {
    stubApi({});
    renderWithQueries(
      <WithAuth value={authAs('viewer')}>
        <MisdirectedPayments paymentId="pay_1" misdirected={[misdirected()]} onOpenRefund={vi.fn()} />
      </WithAuth>,
    );
    expect(screen.getByTestId('accept-misdirected')).toBeDisabled();
  });

  it('refunds it to its sender beside Accept and opens the refund to pay; once prepared, says so, offers neither, and opens it again', async () => {
    const prepared = { id: 'rfd_1', paymentId: 'pay_1', network: 'arbitrum', status: 'PENDING' };
    const fetch = stubApi({
      'POST /api/payments/misdirected/mis_1/refund': { body: { success: true, data: prepared } },
    });
    const onOpenRefund = vi.fn();
    const { unmount } = renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MisdirectedPayments paymentId="pay_1" misdirected={[misdirected()]} onOpenRefund={onOpenRefund} />
      </WithAuth>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund to sender' }));
    await waitFor(() => expect(onOpenRefund).toHaveBeenCalledWith(prepared));
    expect(fetch).toHaveBeenCalledWith(
      '/api/payments/misdirected/mis_1/refund',
      expect.objectContaining({ method: 'POST' }),
    );
    unmount();
    onOpenRefund.mockClear();
    renderWithQueries(
      <WithAuth value={authAs('admin')}>
        <MisdirectedPayments
          paymentId="pay_1"
          misdirected={[misdirected({ refundId: 'rfd_1' })]}
          onOpenRefund={onOpenRefund}
        />
      </WithAuth>,
    );
    expect(screen.getByTestId('misdirected-refund-prepared')).toHaveTextContent(
      'Refund prepared: pay it from your wallet on the network it arrived on.',
    );
    expect(screen.queryByTestId('accept-misdirected')).toBeNull();
    expect(screen.queryByTestId('refund-misdirected')).toBeNull();
    // Preparing again returns the same refund: the button opens it.
    await userEvent.click(screen.getByRole('button', { name: 'Pay the refund' }));
    await waitFor(() => expect(onOpenRefund).toHaveBeenCalledWith(prepared));
  });

  it('a viewer may not refund', () => {
    stubApi({});
    renderWithQueries(
      <WithAuth value={authAs('viewer')}>
        <MisdirectedPayments paymentId="pay_1" misdirected={[misdirected()]} onOpenRefund={vi.fn()} />
      </WithAuth>,
    );
    expect(screen.getByTestId('refund-misdirected')).toBeDisabled();
  });
});
