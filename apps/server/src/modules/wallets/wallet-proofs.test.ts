// @module-tag smoke
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateKeyPairSigner, signBytes } from '@solana/kit';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { base58Encode, MSG } from '@paylink/shared';
import { merchantAccounts } from '../accounts/schema';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../test/test-app';
import { walletProofs } from './schema';
import { proofStatement } from './proof-message';

const TREASURY = base58Encode(randomBytes(32));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false', PLATFORM_SOLANA_WALLET: TREASURY });
});
afterAll(() => ctx.close());

const merchant = () => signUpWithCredits(ctx, 20);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload });
const saveWallets = (token: string, body: object) =>
  call('PUT', '/api/auth/wallets', token, { walletAddress: null, btcAddress: null, ethAddress: null, ...body });
const createLink = (token: string, body: object) =>
  call('POST', '/api/payments/payment-link', token, { label: 'Order', amount: '0.1', ...body });

/** A 409; a refused wallet save also names the form field, so Settings marks it (issue 38). */
function expectTaken(res: Awaited<ReturnType<typeof call>>, field?: 'walletAddress' | 'ethAddress') {
  expect(res.statusCode, res.body).toBe(409);
  const { details, ...failure } = res.json();
  expect(failure).toEqual({
    success: false,
    code: 'CONFLICT',
    error: 'This address is already used by another account',
  });
  if (field) expect(details).toEqual([{ path: field, msg: 'This address is already used by another account' }]);
}

async function askProof(token: string, address: string) {
  const res = await call('POST', '/api/wallets/proofs', token, { address });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { address: string; message: string; nonce: string; expiresAt: string };
}

/** A Sign-In With Solana signature by a real ed25519 key: base58 of signBytes over the message's UTF-8 bytes. */
async function solanaSign(signer: Awaited<ReturnType<typeof generateKeyPairSigner>>, message: string) {
  return base58Encode(await signBytes(signer.keyPair.privateKey, new TextEncoder().encode(message)));
}

describe('an address belongs to one account (issue 29)', () => {
  it('a second merchant can neither save nor create a link to a Solana address the first one saved', async () => {
    const owner = await merchant();
    const other = await merchant();
    const wallet = base58Encode(randomBytes(32));
    expect((await saveWallets(owner.token, { walletAddress: wallet })).statusCode).toBe(200);

    expectTaken(await saveWallets(other.token, { walletAddress: wallet }), 'walletAddress');
    expectTaken(await createLink(other.token, { walletAddress: wallet }));
    // The owner keeps using it (and saving the same address again is no new claim).
    expect((await createLink(owner.token, {})).statusCode).toBe(201);
    expect(
      (await saveWallets(owner.token, { walletAddress: wallet, btcAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }))
        .statusCode,
    ).toBe(200);
  });

  it('compares EVM addresses in any letter case', async () => {
    const owner = await merchant();
    const other = await merchant();
    const eth = privateKeyToAccount(generatePrivateKey()).address;
    expect((await saveWallets(owner.token, { ethAddress: eth })).statusCode).toBe(200);
    expectTaken(await saveWallets(other.token, { ethAddress: eth.toLowerCase() }), 'ethAddress');
    expectTaken(await saveWallets(other.token, { ethAddress: eth }), 'ethAddress');
  });

  // A race only proves something on PostgreSQL (npm run test:postgres): there the claims run in concurrent transactions.
  it(
    'a link or a save claims a new address: of merchants racing for it exactly one wins, the others get 409',
    { tags: ['postgres'] },
    async () => {
      const racers = await Promise.all(Array.from({ length: 6 }, () => merchant()));
      const wallet = base58Encode(randomBytes(32));
      const answers = await Promise.all(
        racers.map((m, i) =>
          i % 2 === 0
            ? createLink(m.token, { walletAddress: wallet })
            : saveWallets(m.token, { walletAddress: wallet }),
        ),
      );
      const won = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
      expect(won, answers.map((r) => r.statusCode).join()).toHaveLength(1);
      for (const lost of answers.filter((r) => !won.includes(r))) expectTaken(lost);
    },
  );

  it('the treasury is nobody’s: saving it, a link to it and a proof for it answer 409', async () => {
    const m = await merchant();
    expectTaken(await saveWallets(m.token, { walletAddress: TREASURY }), 'walletAddress');
    expectTaken(await createLink(m.token, { walletAddress: TREASURY }));
    expectTaken(await call('POST', '/api/wallets/proofs', m.token, { address: TREASURY }));
  });

  it('registration with another account’s address answers 409', async () => {
    const owner = await merchant();
    const wallet = base58Encode(randomBytes(32));
    await saveWallets(owner.token, { walletAddress: wallet });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `r-${Date.now()}@example.com`, password: 'Str0ngPassw0rd', walletAddress: wallet },
    });
    expectTaken(res);
  });
});

describe('proof of ownership', () => {
  // Issue 48 item 11: the message read as a sign-in and named no Paylink account.
  it('states the action, the domain and the Paylink account, in the statement line of SIWS and EIP-4361', async () => {
    const m = await merchant();
    expect((await call('PUT', '/api/team/account', m.token, { name: 'Acme Coffee' })).statusCode).toBe(200);
    const statement = `Prove that this wallet receives payments for the Paylink account Acme Coffee (${m.accountId}) on localhost:8080. Signing does not sign you in, costs nothing and moves no funds.`;
    const signer = await generateKeyPairSigner();
    const solana = await askProof(m.token, signer.address);
    expect(solana.message.split('\n').slice(0, 4)).toEqual([
      'localhost:8080 wants you to sign in with your Solana account:',
      signer.address,
      '',
      statement,
    ]);
    const account = privateKeyToAccount(generatePrivateKey());
    const evm = await askProof(m.token, account.address);
    expect(parseSiweMessage(evm.message)).toMatchObject({
      domain: 'localhost:8080',
      address: account.address,
      statement,
      nonce: evm.nonce,
    });
    const ok = await call('POST', '/api/wallets/proofs/verify', m.token, {
      nonce: evm.nonce,
      signature: await account.signMessage({ message: evm.message }),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps the statement one line whatever the account’s name holds', () => {
    expect(
      proofStatement({ id: 'acc_1', name: 'Acme\nURI: https://evil.example\r\u2028Shop ' }, 'pay.example.com'),
    ).toBe(
      'Prove that this wallet receives payments for the Paylink account Acme URI: https://evil.example Shop (acc_1) on pay.example.com. Signing does not sign you in, costs nothing and moves no funds.',
    );
  });

  it('a Sign-In With Solana message signed by the wallet’s ed25519 key proves it; the nonce is single use', async () => {
    const m = await merchant();
    const signer = await generateKeyPairSigner();
    const proof = await askProof(m.token, signer.address);
    expect(proof.message).toContain('wants you to sign in with your Solana account:\n' + signer.address);
    expect(proof.message).toContain(`Nonce: ${proof.nonce}`);
    const signature = await solanaSign(signer, proof.message);

    const ok = await call('POST', '/api/wallets/proofs/verify', m.token, { nonce: proof.nonce, signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      address: { address: signer.address, provenAt: expect.any(String) },
      tookOver: false,
    });
    const listed = await call('GET', '/api/wallets', m.token);
    expect(listed.json().data.addresses).toEqual([
      expect.objectContaining({ address: signer.address, provenAt: expect.any(String) }),
    ]);

    // Replayed: the nonce is spent.
    const replay = await call('POST', '/api/wallets/proofs/verify', m.token, { nonce: proof.nonce, signature });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('an EIP-4361 message signed by a viem local account proves an EVM address', async () => {
    const m = await merchant();
    const account = privateKeyToAccount(generatePrivateKey());
    const proof = await askProof(m.token, account.address.toLowerCase());
    expect(proof.message).toContain('wants you to sign in with your Ethereum account:\n' + account.address);
    const signature = await account.signMessage({ message: proof.message });
    const ok = await call('POST', '/api/wallets/proofs/verify', m.token, { nonce: proof.nonce, signature });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.address).toMatchObject({
      address: account.address.toLowerCase(),
      provenAt: expect.any(String),
    });
  });

  it('refuses a wrong nonce, another account’s nonce, an expired one and a signature by another key (which spends the nonce)', async () => {
    const m = await merchant();
    const intruder = await merchant();
    const signer = await generateKeyPairSigner();
    const stranger = await generateKeyPairSigner();

    const proof = await askProof(m.token, signer.address);
    const signature = await solanaSign(signer, proof.message);
    const wrongNonce = await call('POST', '/api/wallets/proofs/verify', m.token, { nonce: 'f'.repeat(32), signature });
    expect(wrongNonce.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    // Bound to the account that asked: another account cannot use it, even with the right signature.
    const foreign = await call('POST', '/api/wallets/proofs/verify', intruder.token, { nonce: proof.nonce, signature });
    expect(foreign.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });

    // Wrong address: signed by a key that is not the address's.
    const wrongKey = await call('POST', '/api/wallets/proofs/verify', m.token, {
      nonce: proof.nonce,
      signature: await solanaSign(stranger, proof.message),
    });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const spent = await call('POST', '/api/wallets/proofs/verify', m.token, { nonce: proof.nonce, signature });
    expect(spent.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });

    // An EVM signature of a message for another address, and garbage.
    const evm = privateKeyToAccount(generatePrivateKey());
    const evmProof = await askProof(m.token, evm.address);
    const otherAccount = privateKeyToAccount(generatePrivateKey());
    const bad = await call('POST', '/api/wallets/proofs/verify', m.token, {
      nonce: evmProof.nonce,
      signature: await otherAccount.signMessage({ message: evmProof.message }),
    });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const garbageProof = await askProof(m.token, signer.address);
    const garbage = await call('POST', '/api/wallets/proofs/verify', m.token, {
      nonce: garbageProof.nonce,
      signature: 'not-a-signature',
    });
    expect(garbage.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });

    const late = await askProof(m.token, signer.address);
    await ctx.deps.db
      .update(walletProofs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletProofs.nonce, late.nonce));
    const expired = await call('POST', '/api/wallets/proofs/verify', m.token, {
      nonce: late.nonce,
      signature: await solanaSign(signer, late.message),
    });
    expect(expired.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
  });

  it('takes an address back from the account that claimed it first without proof', async () => {
    const owner = await merchant();
    const squatter = await merchant();
    const signer = await generateKeyPairSigner();
    const eth = privateKeyToAccount(generatePrivateKey());
    expect(
      (await saveWallets(squatter.token, { walletAddress: signer.address, ethAddress: eth.address })).statusCode,
    ).toBe(200);
    expectTaken(await saveWallets(owner.token, { walletAddress: signer.address }), 'walletAddress');

    const proof = await askProof(owner.token, signer.address);
    const taken = await call('POST', '/api/wallets/proofs/verify', owner.token, {
      nonce: proof.nonce,
      signature: await solanaSign(signer, proof.message),
    });
    expect(taken.json().data).toMatchObject({ tookOver: true });
    const evmProof = await askProof(owner.token, eth.address);
    expect(
      (
        await call('POST', '/api/wallets/proofs/verify', owner.token, {
          nonce: evmProof.nonce,
          signature: await eth.signMessage({ message: evmProof.message }),
        })
      ).json().data.tookOver,
    ).toBe(true);

    expect(
      (await saveWallets(owner.token, { walletAddress: signer.address, ethAddress: eth.address })).statusCode,
    ).toBe(200);
    // The squatter lost them, also as saved payout addresses, and cannot use them again.
    const [after] = await ctx.deps.db
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.id, squatter.accountId));
    expect(after).toMatchObject({ walletAddress: null, ethAddress: null });
    expectTaken(await createLink(squatter.token, { walletAddress: signer.address }));
    expectTaken(await saveWallets(squatter.token, { walletAddress: signer.address }), 'walletAddress');
    expect((await call('GET', '/api/wallets', squatter.token)).json().data.addresses).toEqual([]);
    expect(MSG.addressTaken).toBe('This address is already used by another account');
  });
});
