// @module-tag smoke
import { beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { fetchTransaction } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import type { TestContext } from '../../test/test-app';
import { REQUEST_LIMIT, useTransactionRequestChain } from '../../test/transaction-request-chain';
import { pendingSponsored, settleSponsoredTransactions } from './settle-sponsored-transactions';

// Solana Pay transaction requests against the local chain, through the reference client (@solana/pay 0.2's
// fetchTransaction on a classic @solana/web3.js Connection, which checks the fee payer's and every partial signature).

const tr = useTransactionRequestChain();
const { merchantLinks, newLink, requestLink, customer, signAndSend, post } = tr;
let chain: Localnet;
let ctx: TestContext;
let connection: Connection;
let sponsor: PublicKey;
const LIMIT = REQUEST_LIMIT;
beforeAll(() => {
  ({ chain, ctx, connection, sponsor } = tr.current());
});

describe('Solana Pay transaction requests', () => {
  it('a flood of POSTs on one link hits the per-link limit', async () => {
    const link = await newLink({ amount: '1', currency: 'USDC' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await post(link, Keypair.generate().publicKey.toBase58())).statusCode);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
  });

  it('an account whose sponsored transaction failed on chain is no longer sponsored', async () => {
    const first = await newLink({ amount: '1', currency: 'USDC' });
    const second = await newLink({ amount: '1', currency: 'USDC' });
    const payer = await customer(1_000_000n);
    // Both simulate fine (1 USDC each); once the first lands, the second fails on chain: the sponsor paid its fee.
    const a = await fetchTransaction(connection, payer.publicKey, requestLink(first));
    const b = await fetchTransaction(connection, payer.publicKey, requestLink(second));
    await signAndSend(a, payer);
    const failed = await signAndSend(b, payer, true);
    const { value } = await connection.getSignatureStatuses([failed]);
    expect(value[0]?.err).not.toBeNull();

    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: payer.publicKey.toBase58(),
      amount: 1_000_000n,
    });
    await connection.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL / 100);
    const c = await fetchTransaction(connection, payer.publicKey, requestLink(second));
    expect(c.feePayer?.toBase58()).toBe(payer.publicKey.toBase58());
    expect(c.signatures.every((s) => !s.publicKey.equals(sponsor))).toBe(true);
  });

  it("the merchant's daily sponsor budget runs out with the fees of transactions that landed: then the customer pays the fee", async () => {
    const links = await merchantLinks(3, { amount: '1', currency: 'USDC' });
    const feePayers: string[] = [];
    for (const link of links) {
      const payer = await customer(1_000_000n, LAMPORTS_PER_SOL / 100);
      const transaction = await fetchTransaction(connection, payer.publicKey, requestLink(link));
      feePayers.push(transaction.feePayer!.toBase58() === sponsor.toBase58() ? 'sponsor' : 'customer');
      await signAndSend(transaction, payer);
      await settleSponsoredTransactions(ctx.deps, await pendingSponsored(ctx.deps.db, { limit: 100 }), new Date());
    }
    expect(feePayers).toEqual(['sponsor', 'sponsor', 'customer']);
  });
});
