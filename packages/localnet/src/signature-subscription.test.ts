import { afterEach, describe, expect, it } from 'vitest';
import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startLocalnet, type Localnet } from './index.ts';

const SOL = 1_000_000_000n;
let localnet: Localnet | undefined;

afterEach(async () => {
  await localnet?.close();
  localnet = undefined;
});

async function start(dataDir?: string) {
  localnet = await startLocalnet({ port: 0, dataDir });
  return {
    rpc: createSolanaRpc(localnet.rpcUrl),
    rpcSubscriptions: createSolanaRpcSubscriptions(localnet.wsUrl),
  };
}

describe('startLocalnet', () => {
  it('notifies a signature subscription when the transaction lands', async () => {
    const { rpc, rpcSubscriptions } = await start();
    const payer = await generateKeyPairSigner();
    await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: payer.address,
      lamports: lamports(SOL),
      commitment: 'confirmed',
    });
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: payer,
                destination: address('11111111111111111111111111111112'),
                amount: 1_000_000n,
              }),
            ],
            m,
          ),
      ),
    );
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
