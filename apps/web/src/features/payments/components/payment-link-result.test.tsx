import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@paylink/shared';
import type { CreatedPaymentLink } from '../api/create-payment-link';
import { PaymentLinkResult } from './payment-link-result';

const CHECKOUT_QR = 'data:image/png;base64,checkout';
const WALLET_QR = 'data:image/png;base64,wallet';

function created(payOptions: Payment['payOptions']): CreatedPaymentLink {
  const payment = {
    id: 'pay_1',
    label: 'Order 7',
    amount: '0.5',
    currency: 'SOL',
    payAmount: '0.5',
    payCurrency: 'SOL',
    payOptions,
    quote: null,
    status: 'PENDING',
    paymentUrl: 'solana:Wallet111?amount=0.5',
    checkoutUrl: 'https://paylink.example/payment/pay_1',
    qrCodeData: WALLET_QR,
  } as Payment;
  return { payment, recipientWallet: 'Wallet111', checkoutQrCodeData: CHECKOUT_QR };
}

describe('the created link: the checkout first', () => {
  it('shows the checkout link’s QR first, then the wallet URI with its own QR', () => {
    render(<PaymentLinkResult result={created(null)} onCreateAnother={() => {}} />);
    const checkoutQr = screen.getByTestId('checkout-qr');
    expect(checkoutQr).toHaveAttribute('src', CHECKOUT_QR);
    expect(screen.getByTestId('qr-image')).toHaveAttribute('src', WALLET_QR);
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(checkoutQr, screen.getByTestId('checkout-url'))).toBe(true);
    expect(follows(screen.getByTestId('checkout-url'), screen.getByTestId('payment-url'))).toBe(true);
  });

  it('a link with several networks shows only the checkout QR (the customer picks the network there)', () => {
    const options = [
      { network: 'solana', currency: 'USDC' },
      { network: 'base', currency: 'USDC' },
    ];
    render(<PaymentLinkResult result={created(options)} onCreateAnother={() => {}} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByTestId('checkout-qr')).toHaveAttribute('src', CHECKOUT_QR);
    expect(screen.queryByTestId('payment-url')).toBeNull();
  });
});
