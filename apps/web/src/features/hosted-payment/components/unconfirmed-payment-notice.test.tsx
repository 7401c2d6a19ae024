import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import { UnconfirmedPaymentNotice } from './unconfirmed-payment-notice';

const payment = (amountUnconfirmed: string) =>
  ({ amountUnconfirmed, payCurrency: 'BTC', misdirected: [] }) as unknown as PublicPayment;

describe('the seen-but-unconfirmed notice', () => {
  it('says a payment was seen and how many confirmations it waits for, pluralised', () => {
    const { rerender } = render(<UnconfirmedPaymentNotice payment={payment('0.001')} confirmations={1} />);
    expect(screen.getByTestId('hosted-unconfirmed')).toHaveTextContent('Payment seen, waiting for 1 confirmation');
    expect(screen.getByTestId('hosted-unconfirmed')).toHaveTextContent('0.001 BTC arrived');
    rerender(<UnconfirmedPaymentNotice payment={payment('0.001')} confirmations={3} />);
    expect(screen.getByTestId('hosted-unconfirmed')).toHaveTextContent('Payment seen, waiting for 3 confirmations');
  });

  it('shows nothing while nothing unconfirmed was seen', () => {
    render(<UnconfirmedPaymentNotice payment={payment('0')} confirmations={1} />);
    expect(screen.queryByTestId('hosted-unconfirmed')).toBeNull();
  });
});
