import { describe, expect, it } from 'vitest';
import {
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { fundedSigner, SOL, solTransferMessage, useLocalnet } from './test-localnet.ts';

const chain = useLocalnet();

describe('startLocalnet', () => {
  it('notifies a signature subscription when the transaction lands', async () => {
    const { rpc, rpcSubscriptions } = await chain.start();
    const payer = await fundedSigner(rpc, rpcSubscriptions, SOL);
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const transaction = await signTransactionMessageWithSigners(solTransferMessage(payer, blockhash, 1_000_000n));
    const abort = new AbortController();
    const notifications = await rpcSubscriptions
      .signatureNotifications(getSignatureFromTransaction(transaction), { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal });
    // kit only delivers notifications to an iterator that is already waiting.
    const next = notifications[Symbol.asyncIterator]().next();
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
    const { value: notification } = await next;
    abort.abort();
    expect(notification!.value.err).toBeNull();
  });
});
