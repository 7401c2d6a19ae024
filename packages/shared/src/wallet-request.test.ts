import { describe, expect, it } from 'vitest';
import type { PublicPayment } from './public-payment';
import { walletRequest } from './wallet-request';

const base = {
  paymentUrl: 'solana:merchant?amount=1',
  qrCodeData: 'data:transfer',
  remainingSolanaPayUrl: null,
  remainingQrCodeData: null,
  transactionRequestUrl: 'solana:https%3A%2F%2Fpaylink.example%2Fapi%2Fpayments%2Fpay_1%2Ftransaction-request',
  transactionRequestQrCodeData: 'data:transaction',
} as PublicPayment;

describe('walletRequest', () => {
  it('offers the transaction request by default, and the transfer request when asked', () => {
    expect(walletRequest(base, false)).toEqual({
      kind: 'transaction',
      url: base.transactionRequestUrl,
      qrCodeData: 'data:transaction',
    });
    expect(walletRequest(base, true)).toEqual({ kind: 'transfer', url: base.paymentUrl, qrCodeData: 'data:transfer' });
  });
  it('falls back to the transfer request for what is left when there is no transaction request (EVM, closed links)', () => {
    const partly = {
      ...base,
      transactionRequestUrl: null,
      transactionRequestQrCodeData: null,
      remainingSolanaPayUrl: 'solana:rest',
      remainingQrCodeData: 'data:rest',
    };
    expect(walletRequest(partly, false)).toEqual({ kind: 'transfer', url: 'solana:rest', qrCodeData: 'data:rest' });
  });
});
