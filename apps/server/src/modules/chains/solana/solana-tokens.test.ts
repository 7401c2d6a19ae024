import { describe, expect, it } from 'vitest';
import {
  address,
  createSolanaRpc,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { payTransferRequest } from '@paylink/localnet';
import { SOLANA_TOKENS, TOKEN_2022_PROGRAM, type Refund } from '@paylink/shared';
import { watchTick } from '../../../test/local-chain';
import { useRefundChain } from '../../../test/refund-chain';
import { associatedTokenAccount } from './build-transfer-transaction';

/** USDT, EURC and PYUSD (a Token-2022 mint) on the local chain, each handled as USDC is: listed, paid, refunded. */
const r = useRefundChain();
const { merchant, newLink, detail, prepare, watch } = r;

const listed = (symbol: string) => SOLANA_TOKENS.find((t) => t.symbol === symbol)!;
const balance = async (owner: string, mint: string) =>
  BigInt(
    (
      await createSolanaRpc(r.chain.rpcUrl)
        .getTokenAccountBalance(await associatedTokenAccount(address(owner), address(mint)))
        .send()
    ).value.amount,
  );

describe('Solana tokens USDT, EURC and PYUSD', () => {
  it('supported-tokens lists each with its mainnet mint, PYUSD with the Token-2022 program', async () => {
    const res = await r.ctx.app.inject({ method: 'GET', url: '/api/payments/supported-tokens' });
    const solana = res.json().data.tokens.solana;
    expect(solana).toEqual(
      expect.arrayContaining([
        { symbol: 'USDT', name: 'Tether USD', decimals: 6, mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' },
        { symbol: 'EURC', name: 'Euro Coin', decimals: 6, mint: 'HzwqbKZw8HxMN6bF2yFZNrht3c2iXXzpKcFu7uBEDKtr' },
        {
          symbol: 'PYUSD',
          name: 'PayPal USD',
          decimals: 6,
          mint: '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo',
          tokenProgram: TOKEN_2022_PROGRAM,
        },
      ]),
    );
    expect(res.json().data.networks.solana.tokens).toEqual(['SOL', 'USDC', 'USDT', 'EURC', 'PYUSD']);
  });

  for (const symbol of ['USDT', 'EURC', 'PYUSD']) {
    it(`${symbol}: the test wallet pays through the transaction request (Paylink pays the fee), the watcher completes it, and a refund is found`, async () => {
      const token = listed(symbol);
      const m = await merchant();
      const link = await newLink(m, { amount: '2.5', currency: symbol });
      expect(new URL(link.paymentUrl).searchParams.get('spl-token')).toBe(token.mint);

      const paid = await r.ctx.app.inject({ method: 'POST', url: `/api/payments/${link.id}/test-pay`, payload: {} });
      expect(paid.statusCode, paid.body).toBe(200);
      const signature: string = paid.json().data.signature;
      // Sponsored: the fee payer is not the customer, and the transfer runs through the mint's own program.
      const tx = await createSolanaRpc(r.chain.rpcUrl)
        .getTransaction(signature as never, {
          encoding: 'base64',
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
        })
        .send();
      const message = getCompiledTransactionMessageDecoder().decode(
        getTransactionDecoder().decode(getBase64Encoder().encode(tx!.transaction[0])).messageBytes,
      );
      expect(message.staticAccounts[0]).toBe((await r.ctx.deps.sponsor())!.address);
      expect(message.staticAccounts).toContain(token.tokenProgram ?? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');

      await watchTick(r.ctx);
      const done = await detail(m, link.id);
      expect(done).toMatchObject({ status: 'COMPLETED', currency: symbol, amountReceived: '2.5' });
      expect(await balance(m.wallet.address, token.mint!)).toBe(2_500_000n);

      const res = await prepare(m, link.id, { amount: '1' });
      expect(res.statusCode, res.body).toBe(201);
      const refund: Refund = res.json().data.refund;
      expect(refund).toMatchObject({ amount: '1', currency: symbol, network: 'solana', to: done.transfers[0]!.payer });
      expect(new URL(refund.paymentUrl).searchParams.get('spl-token')).toBe(token.mint);
      const sent = await payTransferRequest({ rpcUrl: r.chain.rpcUrl, url: refund.paymentUrl, payer: m.wallet });
      expect(sent.err).toBeNull();
      await watch();
      expect(await detail(m, link.id)).toMatchObject({
        amountRefunded: '1',
        refunds: [expect.objectContaining({ id: refund.id, status: 'COMPLETED', signature: sent.signature })],
      });

      // The CSV export carries the token and its amounts at its 6 decimals.
      const csv = await r.ctx.app.inject({
        method: 'GET',
        url: '/api/payments/export.csv',
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(csv.body.split('\r\n').find((line) => line.startsWith(link.id))).toMatch(
        new RegExp(`,${symbol},.*,2\\.5,.*,1,`),
      );
      // The receipt names the token by its mint (a look-alike named the same could not pass for it).
      const receipt = await r.ctx.app.inject({ method: 'GET', url: `/api/receipts/${link.id}` });
      expect(receipt.json().data.receipt).toMatchObject({ currency: symbol, asset: token.mint, amountReceived: '2.5' });
    });
  }
});
