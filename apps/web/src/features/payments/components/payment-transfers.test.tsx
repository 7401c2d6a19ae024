import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentTransfer } from '@paylink/shared';
import { provideAppConfig } from '../../../lib/app-config';
import { authAs, WithAuth } from '../../../test/auth-stub';
import { renderWithQueries } from '../../../test/render';
import { TEST_CONFIG } from '../../../test/test-config';
import { PaymentTransfers } from './payment-transfers';

const overpaid: PaymentTransfer = {
  id: 'trf_1',
  signature: '5'.repeat(88),
  amount: '0.15',
  currency: 'SOL',
  baseUnits: '150000000',
  mint: null,
  outcome: 'excess',
  reason: null,
  payer: 'So11111111111111111111111111111111111111112',
  amountOwed: '0.05',
  amountRefundable: '0.15',
  proposedRefund: null,
  slot: '12',
  blockTime: '2026-11-29T00:00:00.000Z',
} as PaymentTransfer;

describe('the transfers table on a phone', () => {
  it('shows each transfer as a card whose cells name their column, its Refund button on screen (no sideways scroll)', () => {
    provideAppConfig(TEST_CONFIG);
    renderWithQueries(
      <WithAuth value={authAs('owner')}>
        <PaymentTransfers
          transfers={[overpaid]}
          unconfirmed={[]}
          misdirected={[]}
          paymentId="pay_1"
          currency="SOL"
          network="solana"
          onRefund={vi.fn()}
          hasPendingRefund={() => false}
          onOpenMisdirectedRefund={vi.fn()}
        />
      </WithAuth>,
    );
    const row = screen.getByTestId('payment-transfer');
    for (const column of ['Time', 'Amount', 'Outcome', 'Signature', 'Payer', 'Owed back'])
      expect(within(row).getByText(column)).toBeInTheDocument();
    expect(within(row).getByTestId('refund-transfer')).toHaveTextContent('Refund');
  });
});
