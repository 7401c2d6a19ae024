import { describe, expect, it } from 'vitest';
import type { Receipt } from '@paylink/shared';
import { receiptLines, receiptNumber } from './receipt-lines';

const receipt: Receipt = {
  version: 1,
  paymentId: 'pay_4fGh7kLmNpQr2sTu',
  status: 'COMPLETED',
  label: 'Blue mug',
  amount: '25.000000',
  currency: 'USDC',
  asset: null,
  amountReceived: '25.000000',
  fiat: { amount: '25.00', currency: 'USD' },
  network: 'solana',
  transaction: 'sig',
  explorerUrl: null,
  payer: null,
  recipient: 'wallet',
  merchant: 'usr_1',
  merchantName: 'Tea Shop',
  paidAt: '2026-11-28T10:00:00.000Z',
  resourceUrl: 'http://localhost/receipt/pay_4fGh7kLmNpQr2sTu',
  refunds: [],
  iat: 1,
};

describe('receipt lines', () => {
  it('start with the receipt number and show the fiat value of a link priced in fiat', () => {
    const lines = receiptLines(receipt);
    expect(lines[0]).toEqual(['Receipt number', 'R-20261128-4fGh7kLm']);
    expect(lines).toContainEqual(['Value', '25.00 USD']);
  });

  it('a token-priced link has no fiat line, and the number is stable', () => {
    expect(receiptLines({ ...receipt, fiat: null }).some(([name]) => name === 'Value')).toBe(false);
    expect(receiptNumber(receipt)).toBe(receiptNumber({ ...receipt }));
  });
});
