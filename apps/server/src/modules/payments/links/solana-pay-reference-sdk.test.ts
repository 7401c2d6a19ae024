import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import { createTransfer, findReference, parseURL, validateTransfer, type TransferRequestURL } from '@solana/pay-0.2';
import { LOCAL_USDC_MINT, requestTokenAirdrop, type Localnet } from '@paylink/localnet';
import type { Payment } from '@paylink/shared';
import { merchantAccounts } from '../../accounts/schema';
import { payments } from '../schema';
import { startChainTestContext, watchTick } from '../../../test/local-chain';
import { bearer, signUp, type TestContext } from '../../../test/test-app';

// The reference implementation of Solana Pay (0.2.x, on the classic @solana/web3.js 1.x Connection), which
// most merchant integrations and point-of-sale apps still run, against our local chain's RPC and our watcher.

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
let connection: Connection;
beforeAll(async () => {
  ({ chain, ctx, close } = await startChainTestContext());
  connection = new Connection(chain.rpcUrl, 'confirmed');
});
afterAll(() => close());

async function newLink(body: Record<string, unknown>): Promise<Payment> {
  const m = await signUp(ctx);
  await ctx.deps.db.update(merchantAccounts).set({ transactionCredits: 5 }).where(eq(merchantAccounts.id, m.accountId));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(m.token),
    // A wallet is a key pair (on the curve): createTransfer refuses a token owner off the curve, as it should.
    payload: { label: 'Order', walletAddress: Keypair.generate().publicKey.toBase58(), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}

/** A customer wallet on the classic SDK: a keypair funded with SOL (and 10 USDC). */
async function customer(): Promise<Keypair> {
  const payer = Keypair.generate();
  await connection.requestAirdrop(payer.publicKey, 2 * LAMPORTS_PER_SOL);
  await requestTokenAirdrop({
    rpcUrl: chain.rpcUrl,
    mint: LOCAL_USDC_MINT,
    owner: payer.publicKey.toBase58(),
    amount: 10_000_000n,
  });
  return payer;
}

/** What a wallet does with the link's QR: parse the URL, build the transfer with createTransfer, sign and send it. */
async function payWithReferenceSdk(
  link: Payment,
  payer: Keypair,
): Promise<{ signature: string; request: TransferRequestURL }> {
  const request = parseURL(link.paymentUrl) as TransferRequestURL;
  const transaction = await createTransfer(connection, payer.publicKey, { ...request, amount: request.amount! });
  transaction.sign(payer);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  const { value } = await connection.getSignatureStatuses([signature]);
  expect(value[0]?.err ?? null).toBeNull();
  return { signature, request };
}

async function expectCompletedBy(link: Payment, signature: string) {
  await watchTick(ctx);
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
  expect(row).toMatchObject({ status: 'COMPLETED', txId: signature });
}

describe('@solana/pay 0.2 and @solana/web3.js 1.x against the local chain', () => {
  it('a SOL payment built by createTransfer completes the link; findReference and validateTransfer find and validate it', async () => {
    const link = await newLink({ amount: '0.25' });
    // createTransfer refuses a recipient account that does not exist yet, as on mainnet.
    await connection.requestAirdrop(new PublicKey(link.recipientAddress), LAMPORTS_PER_SOL / 100);
    const payer = await customer();
    const { signature, request } = await payWithReferenceSdk(link, payer);
    await expectCompletedBy(link, signature);

    const found = await findReference(connection, new PublicKey(link.reference!), { finality: 'confirmed' });
    expect(found.signature).toBe(signature);
    const validated = await validateTransfer(
      connection,
      found.signature,
      { recipient: request.recipient, amount: request.amount!, reference: request.reference, memo: request.memo },
      { commitment: 'confirmed' },
    );
    expect(validated.transaction.signatures[0]).toBe(signature);
    // And it refuses what our link does not ask for.
    await expect(
      validateTransfer(
        connection,
        signature,
        { recipient: request.recipient, amount: request.amount!.plus(1), reference: request.reference },
        { commitment: 'confirmed' },
      ),
    ).rejects.toThrow('amount not transferred');
  });

  it('a USDC payment built by createTransfer completes the link; findReference and validateTransfer find and validate it', async () => {
    const link = await newLink({ amount: '2.5', currency: 'USDC' });
    // The recipient's wallet and token account exist (createTransfer requires both).
    await connection.requestAirdrop(new PublicKey(link.recipientAddress), LAMPORTS_PER_SOL / 100);
    await requestTokenAirdrop({
      rpcUrl: chain.rpcUrl,
      mint: LOCAL_USDC_MINT,
      owner: link.recipientAddress,
      amount: 0n,
    });
    const payer = await customer();
    const { signature, request } = await payWithReferenceSdk(link, payer);
    expect(request.splToken?.toBase58()).toBe(LOCAL_USDC_MINT);
    await expectCompletedBy(link, signature);

    const found = await findReference(connection, new PublicKey(link.reference!), { finality: 'confirmed' });
    expect(found.signature).toBe(signature);
    await validateTransfer(
      connection,
      found.signature,
      {
        recipient: request.recipient,
        amount: request.amount!,
        splToken: request.splToken,
        reference: request.reference,
        memo: request.memo,
      },
      { commitment: 'confirmed' },
    );
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, link.id));
    expect(row!.amountReceived).toBe(2_500_000n);
  });
});
