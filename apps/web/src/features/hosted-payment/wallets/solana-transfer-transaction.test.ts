import { describe, expect, it } from 'vitest';
import { readTransferRequest } from './solana-transfer-transaction';
import { WalletPaymentError } from './wallet-error';

const RECIPIENT = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const REFERENCE = 'So11111111111111111111111111111111111111112';
const decimalsOf = (mint: string) => (mint === USDC ? 6 : undefined);

describe('the transfer a browser wallet is asked to send', () => {
  it('is exactly the Solana Pay request: amount in base units, the token, the reference and the memo', () => {
    const request = readTransferRequest(
      `solana:${RECIPIENT}?amount=2.5&spl-token=${USDC}&reference=${REFERENCE}&label=Shop&memo=pay_1`,
      decimalsOf,
    );
    expect(request).toEqual({
      recipient: RECIPIENT,
      amount: 2_500_000n,
      token: { mint: USDC, decimals: 6 },
      references: [REFERENCE],
      memo: 'pay_1',
    });
    expect(
      readTransferRequest(`solana:${RECIPIENT}?amount=0.000000001&reference=${REFERENCE}`, decimalsOf),
    ).toMatchObject({ amount: 1n, token: null, memo: null });
  });

  it('a token the network does not list, or an amount past its decimals, is refused rather than guessed', () => {
    expect(() =>
      readTransferRequest(`solana:${RECIPIENT}?amount=1&spl-token=${REFERENCE}&reference=${REFERENCE}`, decimalsOf),
    ).toThrow(WalletPaymentError);
    expect(() =>
      readTransferRequest(`solana:${RECIPIENT}?amount=1.0000001&spl-token=${USDC}&reference=${REFERENCE}`, decimalsOf),
    ).toThrow(WalletPaymentError);
  });
});
