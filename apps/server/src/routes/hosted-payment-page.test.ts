import { describe, expect, it } from 'vitest';
import type { PublicPayment } from '@paylink/shared';
import type { AppConfig } from '../config/app-config';
import { solanaRail } from '../modules/chains/solana/solana-rail';
import { renderHostedPaymentPage } from './hosted-payment-page';

const TEMPLATE =
  '<div id="root"><!--payment-markup--></div><!--payment-data--><script type="module" src="/assets/payment.js"></script>';

const payment: PublicPayment = {
  id: 'pay_1',
  amount: '1.5',
  currency: 'SOL',
  payAmount: '1.5',
  payCurrency: 'SOL',
  payCurrencies: ['SOL'],
  payOptions: null,
  quote: null,
  network: 'solana',
  label: '</script><script>alert(1)</script>',
  message: 'Tom & <b>Jerry</b>',
  status: 'PENDING',
  solanaPayUrl: 'solana:abc?amount=1.5&label=x',
  transactionRequestUrl: null,
  x402Url: null,
  paymentUrl: 'solana:abc?amount=1.5&label=x',
  checkoutUrl: 'http://localhost:3001/payment/pay_1',
  receiptUrl: null,
  finality: null,
  finalizedAt: null,
  chainId: null,
  qrCodeData: 'data:image/png;base64,AAAA',
  recipientAddress: 'abc',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  transactionSignature: null,
  verifiedAt: null,
  failureReason: null,
  cancelledAt: null,
  amountReceived: '0',
  amountRemaining: '1.5',
  amountRefunded: '0',
  amountUnconfirmed: '0',
  remainingSolanaPayUrl: null,
  remainingQrCodeData: null,
  transactionRequestQrCodeData: null,
  rejectedReason: null,
  merchantName: 'Acme & <i>Coffee</i>',
  merchantLogoUrl: null,
  merchantAccentColor: null,
  returnUrl: null,
  cancelUrl: null,
  fiatEquivalent: null,
  optionAmounts: null,
  misdirected: [],
};
/** Solana as its rail describes it (GET /api/networks). */
const SOLANA = solanaRail({
  usdcMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  offline: true,
  solana: { localChain: true, rpcUrl: 'http://127.0.0.1:8899' } as AppConfig['solana'],
}).profile;
const config = {
  googleClientId: null,
  landingUrl: 'http://localhost:3000',
  explorerCluster: 'custom' as const,
  rpcUrl: 'http://127.0.0.1:8899',
  localChain: true,
  testWallet: true,
  evm: {},
  bitcoin: null,
  supportEmail: 's@x',
  networks: [SOLANA],
};

describe('hosted payment page HTML', () => {
  it('carries the data as JSON that no label can end early, and the essentials HTML-escaped', () => {
    const html = renderHostedPaymentPage(TEMPLATE, { paymentId: payment.id, payment, config });
    const block = /<script type="application\/json" id="payment-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>]/);
    expect(JSON.parse(block!)).toEqual({ paymentId: payment.id, payment, config });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(html).toContain('Merchant: Acme &amp; &lt;i&gt;Coffee&lt;/i&gt;');
    expect(html).toContain('1.5 SOL');
    expect(html).toContain('href="solana:abc?amount=1.5&amp;label=x"');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
  });

  it('names the network and alt-texts the QR as the network’s rail describes it', () => {
    const solana = renderHostedPaymentPage(TEMPLATE, { paymentId: payment.id, payment, config });
    expect(solana).toContain('Network: Solana');
    expect(solana).toContain('alt="Solana Pay QR code"');
    const other = { ...SOLANA, network: 'polygon', name: 'Polygon', qrAlt: 'Payment QR code' };
    const polygon = renderHostedPaymentPage(TEMPLATE, {
      paymentId: payment.id,
      payment: { ...payment, network: 'polygon' },
      config: { ...config, networks: [SOLANA, other] },
    });
    expect(polygon).toContain('Network: Polygon');
    expect(polygon).toContain('alt="Payment QR code"');
  });

  it("shows a token-priced link's dollar equivalent when the server has one, and nothing without", () => {
    const priced = renderHostedPaymentPage(TEMPLATE, {
      paymentId: payment.id,
      payment: { ...payment, fiatEquivalent: { amount: '375.00', currency: 'USD' } },
      config,
    });
    expect(priced).toContain('≈ $375.00');
    expect(renderHostedPaymentPage(TEMPLATE, { paymentId: payment.id, payment, config })).not.toContain('≈');
  });

  it('shows no QR code once the payment cannot be paid, and nothing for a missing one', () => {
    const paid = renderHostedPaymentPage(TEMPLATE, {
      paymentId: payment.id,
      payment: { ...payment, status: 'COMPLETED' },
      config,
    });
    expect(paid).toContain('1.5 SOL');
    expect(paid).not.toContain('Open Wallet App');
    const missing = renderHostedPaymentPage(TEMPLATE, { paymentId: 'nope', payment: null, config });
    expect(missing).toContain('<div id="root"></div>');
    expect(missing).toContain('"payment":null');
  });

  it('keeps merchant text with $ patterns as written (no replacement-string expansion)', () => {
    for (const label of ['Shop $` order', "Shop $' order", 'Shop $& order', 'Shop $$ order', 'Shop $<x> $1']) {
      const html = renderHostedPaymentPage(TEMPLATE, {
        paymentId: payment.id,
        payment: { ...payment, label, message: label },
        config,
      });
      const block = /<script type="application\/json" id="payment-data">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(block!).payment.label).toBe(label);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.startsWith('<div id="root">')).toBe(true);
      expect(html.endsWith('<script type="module" src="/assets/payment.js"></script>')).toBe(true);
    }
  });
});
