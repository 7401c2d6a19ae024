import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/render';
import type { StandardWallet, StandardWalletAccount } from './injected-wallets';
import { payWithStandardWallet } from './pay-with-standard-wallet';
import { REJECTED_TEXT, walletErrorText } from './wallet-error';

const CHAIN = 'solana:localnet';
const ACCOUNT: StandardWalletAccount = {
  address: 'Cust1111111111111111111111111111111111111111',
  publicKey: new Uint8Array(32),
  chains: [CHAIN],
  features: [],
};
const TX_URL = `solana:${encodeURIComponent('http://localhost/api/payments/pay_1/transaction-request')}`;

function wallet(connect: () => Promise<{ accounts: StandardWalletAccount[] }>) {
  const signAndSendTransaction = vi.fn(async () => [{ signature: new Uint8Array(64) }]);
  const w: StandardWallet = {
    name: 'Test',
    icon: 'data:image/svg+xml;base64,',
    chains: [CHAIN],
    accounts: [],
    features: { 'standard:connect': { connect }, 'solana:signAndSendTransaction': { signAndSendTransaction } },
  };
  return { wallet: w, signAndSendTransaction };
}

afterEach(() => vi.unstubAllGlobals());

describe('paying from a Wallet Standard wallet', () => {
  it('posts the connected account to the transaction request, then has the wallet sign and send its transaction', async () => {
    const fetch = stubApi({
      'POST http://localhost/api/payments/pay_1/transaction-request': {
        body: { transaction: btoa('\x01\x02\x03'), message: 'Pay 2 USDC' },
      },
    });
    const { wallet: w, signAndSendTransaction } = wallet(async () => ({ accounts: [ACCOUNT] }));
    await payWithStandardWallet(w, { chain: CHAIN, payment: { kind: 'transaction', url: TX_URL } });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ account: ACCOUNT.address });
    expect(signAndSendTransaction).toHaveBeenCalledWith({
      account: ACCOUNT,
      chain: CHAIN,
      transaction: new Uint8Array([1, 2, 3]),
    });
  });

  it('the transfer built for the account goes to the wallet when the page shows the simple transfer', async () => {
    const build = vi.fn(async () => new Uint8Array([9]));
    const { wallet: w, signAndSendTransaction } = wallet(async () => ({ accounts: [ACCOUNT] }));
    await payWithStandardWallet(w, { chain: CHAIN, payment: { kind: 'transfer', build } });
    expect(build).toHaveBeenCalledWith(ACCOUNT.address);
    expect(signAndSendTransaction).toHaveBeenCalledWith({
      account: ACCOUNT,
      chain: CHAIN,
      transaction: new Uint8Array([9]),
    });
  });

  it('a customer who rejects the connection is told so, and no transaction is asked for', async () => {
    const fetch = stubApi({});
    const { wallet: w, signAndSendTransaction } = wallet(() =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    );
    const error = await payWithStandardWallet(w, { chain: CHAIN, payment: { kind: 'transaction', url: TX_URL } }).catch(
      (e: unknown) => e,
    );
    expect(walletErrorText(error)).toBe(REJECTED_TEXT);
    expect(fetch).not.toHaveBeenCalled();
    expect(signAndSendTransaction).not.toHaveBeenCalled();
  });

  it('Paylink’s refusal (not enough funds) reaches the customer in its own words, and the wallet signs nothing', async () => {
    const refusal = 'This wallet does not hold enough USDC: 2 USDC needed.';
    stubApi({
      'POST http://localhost/api/payments/pay_1/transaction-request': {
        status: 400,
        body: { success: false, error: refusal, code: 'BAD_REQUEST' },
      },
    });
    const { wallet: w, signAndSendTransaction } = wallet(async () => ({ accounts: [ACCOUNT] }));
    const error = await payWithStandardWallet(w, { chain: CHAIN, payment: { kind: 'transaction', url: TX_URL } }).catch(
      (e: unknown) => e,
    );
    expect(walletErrorText(error)).toBe(refusal);
    expect(signAndSendTransaction).not.toHaveBeenCalled();
  });
});
