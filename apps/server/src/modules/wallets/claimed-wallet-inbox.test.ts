import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner, signBytes } from '@solana/kit';
import { sendTestTransfer, type Localnet } from '@paylink/localnet';
import { base58Encode, type Payment, type UnmatchedTransfer } from '@paylink/shared';
import { payments } from '../payments/schema';
import { startChainTestContext, watchTick } from '../../test/local-chain';
import { bearer, signUpWithCredits, type TestContext } from '../../test/test-app';

let chain: Localnet;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => ({ chain, ctx, close } = await startChainTestContext()));
afterAll(() => close());

const merchant = () => signUpWithCredits(ctx, 20);
const createLink = (token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payment-link',
    headers: bearer(token),
    payload: { label: 'Order', amount: '0.2', ...body },
  });
async function newLink(token: string, body: object): Promise<Payment> {
  const res = await createLink(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.payment;
}
async function inbox(token: string): Promise<UnmatchedTransfer[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/payments/unmatched-transfers?status=open',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.transfers;
}
const assign = (token: string, id: string, paymentId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/unmatched-transfers/${id}/assign`,
    headers: bearer(token),
    payload: { paymentId },
  });
const status = async (id: string) => (await ctx.deps.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;

describe('a Solana wallet’s matching and inbox belong to the account that owns it (issue 29)', () => {
  it('another merchant cannot link the owner’s wallet, so the owner’s transfers never reach their inbox', async () => {
    const owner = await merchant();
    const attacker = await merchant();
    const wallet = (await generateKeyPairSigner()).address;
    await newLink(owner.token, { walletAddress: wallet });
    // The attack: a newer link by another merchant used to make its merchant the wallet's inbox owner.
    const claim = await createLink(attacker.token, { walletAddress: wallet });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error).toBe('This address is already used by another account');
    const bait = await newLink(attacker.token, { walletAddress: (await generateKeyPairSigner()).address });
    await watchTick(ctx);

    const withdrawal = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 300_000_000n,
      token: 'SOL',
    });
    expect((await watchTick(ctx)).unmatched).toBe(1);
    expect(await inbox(attacker.token)).toEqual([]);
    const [listed] = await inbox(owner.token);
    expect(listed).toMatchObject({ signature: withdrawal.signature, recipient: wallet });
    // The attacker cannot assign it to their own link.
    const stolen = await assign(attacker.token, listed!.id, bait.id);
    expect(stolen.statusCode).toBe(404);
    expect(await status(bait.id)).toBe('PENDING');
  });

  it('after the owner takes the wallet back with a proof, the claimer’s links no longer match and the inbox is the owner’s', async () => {
    const owner = await merchant();
    const squatter = await merchant();
    const signer = await generateKeyPairSigner();
    const wallet = signer.address;
    const squatted = await newLink(squatter.token, { walletAddress: wallet, amount: '0.1' });
    await watchTick(ctx);

    const ask = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs',
      headers: bearer(owner.token),
      payload: { address: wallet },
    });
    const { nonce, message } = ask.json().data;
    const signature = base58Encode(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(message)));
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/proofs/verify',
      headers: bearer(owner.token),
      payload: { nonce, signature },
    });
    expect(verified.json().data.tookOver).toBe(true);
    const own = await newLink(owner.token, { walletAddress: wallet, amount: '0.5' });
    expect((await createLink(squatter.token, { walletAddress: wallet })).statusCode).toBe(409);
    await watchTick(ctx);

    // The squatter's customer pays with the squatter's link reference: the money is the owner's, and so is the record.
    const toSquatter = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 100_000_000n,
      token: 'SOL',
      references: [squatted.reference!],
    });
    const plain = await sendTestTransfer({
      rpcUrl: chain.rpcUrl,
      recipient: wallet,
      amount: 70_000_000n,
      token: 'SOL',
    });
    await watchTick(ctx);
    expect(await status(squatted.id)).toBe('PENDING');
    expect(await inbox(squatter.token)).toEqual([]);
    const listed = await inbox(owner.token);
    expect(listed.map((t) => t.signature).sort()).toEqual([toSquatter.signature, plain.signature].sort());
    const entry = listed.find((t) => t.signature === plain.signature)!;
    expect((await assign(squatter.token, entry.id, squatted.id)).statusCode).toBe(404);
    // The owner can count it toward their own link.
    const counted = await assign(owner.token, entry.id, own.id);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data.payment).toMatchObject({ id: own.id, amountReceived: '0.07' });
  });
});
