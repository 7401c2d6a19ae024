import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG, REFUND_PAYER_UNKNOWN, REFUND_PAYERS_DIFFER, type ProposedRefund, type Refund } from '@paylink/shared';
import { provideAppConfig } from '../../../lib/app-config';
import { renderWithQueries, stubApi } from '../../../test/render';
import { TEST_CONFIG } from '../../../test/test-config';
import { RefundModal } from './refund-modal';

// The address rules come from the networks' profiles in the client config.
provideAppConfig(TEST_CONFIG);

const CUSTOMER = '7EqQdEULxWcraVx3mXKFjc84LhCkMGZCkRuDpvcMwJeK';
const STRANGER = 'HXtBm8XZbxaTt41uqaKhwUAa6Z1aPyvJdsZVENiWsetg';
const TOKENS = {
  tokens: { solana: [{ symbol: 'SOL', name: 'Solana', decimals: 9 }] },
  networks: { solana: { name: 'Solana', tokens: ['SOL'] } },
};

const overpaid: ProposedRefund = {
  transferId: 'trf_1',
  currency: 'SOL',
  amount: '0.05',
  refundable: '0.15',
  to: CUSTOMER,
  payersDiffer: false,
  sources: [{ transferId: 'trf_1', payer: CUSTOMER, amount: '0.05' }],
  byPayer: [{ payer: CUSTOMER, amount: '0.15', transferIds: ['trf_1'] }],
};

function preparedRefund(amount: string, to: string): Refund {
  return {
    id: 'rfd_1',
    paymentId: 'pay_1',
    transferId: 'trf_1',
    misdirectedId: null,
    amount,
    currency: 'SOL',
    network: 'solana',
    to,
    status: 'PENDING',
    paymentUrl: `solana:${to}?amount=${amount}`,
    qrCodeData: 'data:image/png;base64,AAAA',
    reference: 'ref',
    reason: null,
    signature: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    expiresAt: '2026-11-26T10:00:00.000Z',
    completedAt: null,
  };
}

function stubRefundApi() {
  return stubApi({
    'GET /api/payments/supported-tokens': { body: { success: true, data: TOKENS } },
    'POST /api/payments/payments/pay_1/refunds': (body) => {
      const { amount, to } = body as { amount: string; to?: string };
      return { status: 201, body: { success: true, data: { refund: preparedRefund(amount, to ?? CUSTOMER) } } };
    },
  });
}

const postedBodies = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

function renderModal(proposal: ProposedRefund, onRefundTransfer = vi.fn()) {
  renderWithQueries(
    <RefundModal
      paymentId="pay_1"
      network="solana"
      proposal={proposal}
      onRefundTransfer={onRefundTransfer}
      onClose={vi.fn()}
    />,
  );
  return userEvent.setup();
}

describe('the refund modal', () => {
  it('proposes what the server proposes, to the wallet that paid, and shows the refund to pay once prepared', async () => {
    const fetch = stubRefundApi();
    const user = renderModal(overpaid);
    expect(screen.getByRole('heading', { name: 'Refund this transfer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (SOL)')).toHaveValue('0.05');
    expect(screen.getByText('Up to 0.15 SOL')).toBeInTheDocument();
    expect(screen.getByTestId('refund-payer')).toHaveTextContent(CUSTOMER);

    await user.type(screen.getByLabelText('Reason (optional)'), 'Paid too much');
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByTestId('refund-amount-due')).toHaveTextContent('0.05 SOL');
    expect(screen.getByTestId('refund-destination')).toHaveTextContent(CUSTOMER);
    expect(screen.getByRole('link', { name: 'Open Wallet App' })).toHaveAttribute(
      'href',
      `solana:${CUSTOMER}?amount=0.05`,
    );
    expect(screen.getByText('PENDING: waiting for your refund transaction...')).toBeInTheDocument();
    expect(postedBodies(fetch)).toEqual([{ amount: '0.05', transferId: 'trf_1', reason: 'Paid too much' }]);
  });

  it('refuses more than may be refunded, or more decimals than the token has, before asking the server', async () => {
    const fetch = stubRefundApi();
    const user = renderModal(overpaid);
    const amount = screen.getByLabelText('Amount (SOL)');
    await user.clear(amount);
    await user.type(amount, '0.2');
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByText('At most 0.15 can be refunded')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.0000000001');
    await waitFor(() => expect(screen.getByText('Amount has more than 9 decimal places')).toBeInTheDocument());
    await user.clear(amount);
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(postedBodies(fetch)).toEqual([]);
  });

  it('a link paid from two wallets: lists each wallet and its part, and asks for an address to send it all to', async () => {
    const fetch = stubRefundApi();
    const onRefundTransfer = vi.fn();
    const user = renderModal(
      {
        transferId: null,
        currency: 'SOL',
        amount: '0.1',
        refundable: '0.1',
        to: null,
        payersDiffer: true,
        sources: [
          { transferId: 'trf_1', payer: CUSTOMER, amount: '0.099' },
          { transferId: 'trf_2', payer: STRANGER, amount: '0.001' },
        ],
        byPayer: [
          { payer: CUSTOMER, amount: '0.099', transferIds: ['trf_1'] },
          { payer: STRANGER, amount: '0.001', transferIds: ['trf_2'] },
        ],
      },
      onRefundTransfer,
    );
    expect(screen.getByRole('heading', { name: 'Refund this payment' })).toBeInTheDocument();
    expect(screen.getByText(REFUND_PAYERS_DIFFER)).toBeInTheDocument();
    const options = screen.getAllByTestId('refund-destination-option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('0.099 SOL'),
      expect.stringContaining('0.001 SOL'),
    ]);
    expect(options[1]).toHaveTextContent(STRANGER);
    expect(screen.queryByTestId('refund-payer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByText('Enter the address to send the refund to')).toBeInTheDocument();
    expect(postedBodies(fetch)).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Refund this transfer' })[0]!);
    expect(onRefundTransfer).toHaveBeenCalledWith('trf_1');
  });

  it('a payer nobody can tell: warns, checks the address typed and sends it', async () => {
    const fetch = stubRefundApi();
    const user = renderModal({
      ...overpaid,
      to: null,
      sources: [{ transferId: 'trf_1', payer: null, amount: '0.05' }],
    });
    expect(screen.getByTestId('refund-payer-unknown')).toHaveTextContent(REFUND_PAYER_UNKNOWN);
    const to = screen.getByLabelText('Send the refund to');
    await user.type(to, '0xnot-solana');
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByText('Enter a valid Solana address')).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, STRANGER);
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByTestId('refund-destination')).toHaveTextContent(STRANGER);
    expect(postedBodies(fetch)).toEqual([{ amount: '0.05', transferId: 'trf_1', to: STRANGER }]);
  });

  it('a Bitcoin link: takes a Bitcoin address (the customer gives it), with the spec message for anything else', async () => {
    const fetch = stubRefundApi();
    const BTC = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    renderWithQueries(
      <RefundModal
        paymentId="pay_1"
        network="bitcoin"
        proposal={{ ...overpaid, currency: 'BTC', to: null, sources: [] }}
        onClose={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const to = screen.getByLabelText('Send the refund to');
    await user.type(to, STRANGER);
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByText(MSG.invalidBitcoin)).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, BTC);
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByTestId('refund-destination')).toHaveTextContent(BTC);
    expect(postedBodies(fetch)).toEqual([{ amount: '0.05', transferId: 'trf_1', to: BTC }]);
  });

  it('an amount beyond the proposal that the server finds paid from several wallets: asks for the address, then sends it', async () => {
    const fetch = stubApi({
      'GET /api/payments/supported-tokens': { body: { success: true, data: TOKENS } },
      'POST /api/payments/payments/pay_1/refunds': (body) => {
        const { amount, to } = body as { amount: string; to?: string };
        if (!to)
          return {
            status: 400,
            body: {
              success: false,
              error: REFUND_PAYERS_DIFFER,
              code: 'VALIDATION_ERROR',
              details: [{ msg: 'trf_2: 0.001 SOL', path: 'transferId' }],
            },
          };
        return { status: 201, body: { success: true, data: { refund: preparedRefund(amount, to) } } };
      },
    });
    const user = renderModal({ ...overpaid, transferId: null });
    const amount = screen.getByLabelText('Amount (SOL)');
    await user.clear(amount);
    await user.type(amount, '0.15');
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByTestId('refund-payers-differ')).toHaveTextContent(REFUND_PAYERS_DIFFER);
    await user.type(screen.getByLabelText('Or send it all to one address'), STRANGER);
    await user.click(screen.getByRole('button', { name: 'Prepare refund' }));
    expect(await screen.findByTestId('refund-amount-due')).toHaveTextContent('0.15 SOL');
    expect(postedBodies(fetch)).toEqual([{ amount: '0.15' }, { amount: '0.15', to: STRANGER }]);
  });
});
