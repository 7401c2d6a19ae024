import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  address,
  airdropFactory,
  generateKeyPairSigner,
  lamports,
  getSignatureFromTransaction,
  sendAndConfirmTransactionFactory,
  signTransactionMessageWithSigners,
  type Signature,
} from '@solana/kit';
import { findReference, validateTransfer, ValidateTransferError } from '@solana/pay';
import { LOCAL_USDC_MINT, sendTestTransfer } from './index.ts';
import { fundedSigner, SOL, solTransferMessage, useLocalnet } from './test-localnet.ts';

const chain = useLocalnet();
const start = async (dataDir?: string) => chain.start({ dataDir });

describe('startLocalnet', () => {
  it('airdrops SOL through kit and confirms over the WebSocket', async () => {
    const { rpc, rpcSubscriptions } = await start();
    const wallet = await fundedSigner(rpc, rpcSubscriptions, 2n * SOL);
    const { value } = await rpc.getBalance(wallet.address).send();
    expect(value).toBe(2n * SOL);
  });

  it('with a slot clock, a landed transaction becomes finalized with no other traffic (offline npm start)', async () => {
    const { rpc, rpcSubscriptions } = await chain.start({ slotIntervalMs: 5 });
    const wallet = await generateKeyPairSigner();
    const signature = await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: wallet.address,
      lamports: lamports(SOL),
      commitment: 'confirmed',
    });
    const landed = await rpc.getSlot({ commitment: 'confirmed' }).send();
    let status = (await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus;
    // Counted in slots, not time: the clock alone carries it past the finality lag.
    while (status !== 'finalized') {
      await new Promise((r) => setTimeout(r, 20));
      status = (await rpc.getSignatureStatuses([signature]).send()).value[0]?.confirmationStatus;
    }
    expect(await rpc.getSlot({ commitment: 'finalized' }).send()).toBeGreaterThanOrEqual(landed);
  });

  it('finds a SOL payment by reference and validates it', async () => {
    const { rpc } = await start();
    const recipient = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const sent = await sendTestTransfer({
      rpcUrl: chain.current().rpcUrl,
      recipient,
      amount: SOL / 2n,
      token: 'SOL',
      references: [reference],
      memo: 'order-1',
    });
    expect(sent.err).toBeNull();
    const found = await findReference(rpc, reference, { commitment: 'confirmed' });
    expect(found.signature).toBe(sent.signature);
    expect(found.memo).toBe('[7] order-1');
    await validateTransfer(rpc, found.signature, { recipient, amount: 0.5, reference, memo: 'order-1' });
    await expect(validateTransfer(rpc, found.signature, { recipient, amount: 0.6, reference })).rejects.toThrow(
      ValidateTransferError,
    );
  });

  it('validates a USDC transferChecked and rejects an underpayment', async () => {
    const { rpc } = await start();
    const recipient = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const usdc = { mint: LOCAL_USDC_MINT, decimals: 6 };
    const paid = await sendTestTransfer({
      rpcUrl: chain.current().rpcUrl,
      recipient,
      amount: 12_500_000n,
      token: usdc,
      references: [reference],
    });
    expect(paid.err).toBeNull();
    const found = await findReference(rpc, reference);
    await validateTransfer(rpc, found.signature, {
      recipient,
      amount: 12.5,
      splToken: address(LOCAL_USDC_MINT),
      reference,
    });

    const underpaidReference = (await generateKeyPairSigner()).address;
    const underpaid = await sendTestTransfer({
      rpcUrl: chain.current().rpcUrl,
      recipient,
      amount: 12_000_000n,
      token: usdc,
      references: [underpaidReference],
    });
    await expect(
      validateTransfer(rpc, underpaid.signature as Signature, {
        recipient,
        amount: 12.5,
        splToken: address(LOCAL_USDC_MINT),
        reference: underpaidReference,
      }),
    ).rejects.toThrow('amount not transferred');

    const parsed = await rpc
      .getTransaction(found.signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send();
    const last = parsed!.transaction.message.instructions.at(-1) as {
      parsed: { type: string; info: { tokenAmount: { amount: string } } };
    };
    expect(last.parsed.type).toBe('transferChecked');
    expect(last.parsed.info.tokenAmount.amount).toBe('12500000');
  });

  it('shows a failed transaction with its error and answers v0 without maxSupportedTransactionVersion with -32015', async () => {
    const { rpc } = await start();
    const recipient = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const failed = await sendTestTransfer({
      rpcUrl: chain.current().rpcUrl,
      recipient,
      amount: SOL,
      token: 'SOL',
      references: [reference],
      fail: true,
    });
    expect(failed.err).not.toBeNull();
    const [info] = await rpc.getSignaturesForAddress(reference).send();
    expect(info!.err).toEqual(failed.err);
    const tx = await rpc
      .getTransaction(info!.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(tx!.meta!.err).toEqual(failed.err);
    expect(tx!.meta!.fee).toBe(5000n);
    await expect(rpc.getTransaction(info!.signature, { encoding: 'json' }).send()).rejects.toMatchObject({
      context: { __code: -32015 },
    });
  });

  it('rejects a failing transaction in preflight without charging a fee, and rejects duplicates', async () => {
    const { rpc, rpcSubscriptions } = await start();
    const payer = await fundedSigner(rpc, rpcSubscriptions, SOL);
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const build = (amount: bigint) => solTransferMessage(payer, blockhash, amount);
    const tooMuch = await signTransactionMessageWithSigners(build(5n * SOL));
    const confirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    // The messages carry a blockhash lifetime; the generic build() loses that in the type.
    const sendAndConfirm = (transaction: unknown, config: { commitment: 'confirmed' }) =>
      confirm(transaction as Parameters<typeof confirm>[0], config);
    await expect(sendAndConfirm(tooMuch, { commitment: 'confirmed' })).rejects.toMatchObject({
      context: { __code: -32002 },
    });
    expect((await rpc.getBalance(payer.address).send()).value).toBe(SOL);

    const ok = await signTransactionMessageWithSigners(build(SOL / 10n));
    await sendAndConfirm(ok, { commitment: 'confirmed' });
    const status = await rpc.getSignatureStatuses([getSignatureFromTransaction(ok)]).send();
    expect(status.value[0]!.err).toBeNull();
    await expect(sendAndConfirm(ok, { commitment: 'confirmed' })).rejects.toMatchObject({
      context: { __code: -32002 },
    });
  });

  it('pages getSignaturesForAddress with before, until and limit, newest first', async () => {
    const { rpc } = await start();
    const recipient = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      sent.push(
        (
          await sendTestTransfer({
            rpcUrl: chain.current().rpcUrl,
            recipient,
            amount: SOL / 100n,
            token: 'SOL',
            references: [reference],
          })
        ).signature,
      );
    }
    const all = await rpc.getSignaturesForAddress(reference).send();
    expect(all.map((s) => s.signature)).toEqual([...sent].reverse());
    const page = await rpc
      .getSignaturesForAddress(reference, { before: sent[3] as Signature, until: sent[0] as Signature, limit: 5 })
      .send();
    expect(page.map((s) => s.signature)).toEqual([sent[2], sent[1]]);
    expect((await rpc.getSignaturesForAddress(reference, { limit: 1 }).send()).map((s) => s.signature)).toEqual([
      sent[3],
    ]);
    expect(all[0]!.slot).toBeGreaterThan(all[1]!.slot);
  });

  it('keeps balances and history across a restart from its data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'localnet-'));
    try {
      const recipient = (await generateKeyPairSigner()).address;
      const reference = (await generateKeyPairSigner()).address;
      await start(dataDir);
      const sent = await sendTestTransfer({
        rpcUrl: chain.current().rpcUrl,
        recipient,
        amount: SOL / 4n,
        token: 'SOL',
        references: [reference],
      });
      await chain.current().close();

      const { rpc } = await start(dataDir);
      expect((await rpc.getBalance(recipient).send()).value).toBe(SOL / 4n);
      const found = await findReference(rpc, reference);
      expect(found.signature).toBe(sent.signature);
      await validateTransfer(rpc, found.signature, { recipient, amount: 0.25, reference });
      const later = await sendTestTransfer({
        rpcUrl: chain.current().rpcUrl,
        recipient,
        amount: SOL / 4n,
        token: 'SOL',
        references: [reference],
      });
      expect(later.err).toBeNull();
      expect((await rpc.getBalance(recipient).send()).value).toBe(SOL / 2n);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
