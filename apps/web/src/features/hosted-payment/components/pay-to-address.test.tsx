import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import { TEST_NETWORKS } from '../../../test/test-config';
import { PayToAddress } from './pay-to-address';

const solana = TEST_NETWORKS.find((n) => n.network === 'solana')!;
const payment = {
  amountRemaining: '0.5',
  payCurrency: 'SOL',
  recipientAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
} as PublicPayment;

describe('the address and amount to copy', () => {
  it('a Solana link shows its recipient and exact amount, each with Copy (the rail says so)', () => {
    expect(solana.payToAddress).toBe(true);
    render(<PayToAddress payment={payment} sendExactly={solana.sendExactly} matchBy={solana.matchBy} />);
    expect(screen.getByTestId('pay-to-amount')).toHaveTextContent('0.5 SOL');
    expect(screen.getByTestId('pay-to-recipient')).toHaveTextContent(payment.recipientAddress);
    expect(screen.getByTestId('copy-amount')).toBeInTheDocument();
    expect(screen.getByTestId('copy-address')).toBeInTheDocument();
    // Named by a reference: a hand-made transfer cannot carry it, so the page says who confirms it.
    expect(screen.getByTestId('by-hand-note')).toHaveTextContent(
      'a transfer made by hand is confirmed by the merchant',
    );
    expect(screen.queryByTestId('exact-amount-warning')).toBeNull();
  });

  it('where the amount names the link, it warns to send exactly that instead', () => {
    render(<PayToAddress payment={{ ...payment, payCurrency: 'ETH' }} sendExactly matchBy="amount" />);
    expect(screen.getByTestId('exact-amount-warning')).toBeInTheDocument();
    expect(screen.queryByTestId('by-hand-note')).toBeNull();
  });
});
