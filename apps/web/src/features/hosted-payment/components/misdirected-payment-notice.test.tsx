import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import { UnconfirmedPaymentNotice } from './unconfirmed-payment-notice';

const message = 'A payment of 25.004417 USDC for this link arrived on Arbitrum instead of Base.';
const payment = (misdirected: PublicPayment['misdirected']) =>
  ({ amountUnconfirmed: '0', payCurrency: 'USDC', misdirected }) as PublicPayment;

describe('the sent-on-another-network notice', () => {
  it('says what arrived where, in the server’s words, and that it counts only once the merchant accepts it', () => {
    render(
      <UnconfirmedPaymentNotice
        payment={payment([{ network: 'arbitrum', amount: '25.004417', currency: 'USDC', message }])}
        confirmations={1}
      />,
    );
    expect(screen.getByTestId('hosted-misdirected')).toHaveTextContent(message);
    expect(screen.getByTestId('hosted-misdirected')).toHaveTextContent('unless the merchant accepts it');
    expect(screen.queryByTestId('hosted-unconfirmed')).toBeNull();
  });

  it('shows nothing when nothing arrived elsewhere', () => {
    render(<UnconfirmedPaymentNotice payment={payment([])} confirmations={1} />);
    expect(screen.queryByTestId('hosted-misdirected')).toBeNull();
  });
});
