import { afterEach } from 'vitest';
import {
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { startLocalnet, type Localnet } from './index.ts';

export const SOL = 1_000_000_000n;

type Rpc = ReturnType<typeof createSolanaRpc<string>>;
type RpcSubscriptions = ReturnType<typeof createSolanaRpcSubscriptions<string>>;

/**
 * The localnet tests' chain: `start()` opens one on a free port (from `dataDir` when given) with kit's clients, and
 * every chain a test opened is closed after it.
 */
export function useLocalnet() {
  let localnet: Localnet | undefined;
  afterEach(async () => {
    await localnet?.close();
    localnet = undefined;
  });
  return {
    async start(options: { dataDir?: string; slotIntervalMs?: number } = {}) {
      localnet = await startLocalnet({ port: 0, ...options });
      return {
        localnet,
        rpc: createSolanaRpc(localnet.rpcUrl),
        rpcSubscriptions: createSolanaRpcSubscriptions(localnet.wsUrl),
      };
    },
    /** The chain that is open now (a test may close it to restart from its data directory). */
    current(): Localnet {
      if (!localnet) throw new Error('no localnet started');
      return localnet;
    },
  };
}

/** A new key pair holding `amount` lamports, airdropped and confirmed. */
export async function fundedSigner(rpc: Rpc, rpcSubscriptions: RpcSubscriptions, amount: bigint) {
  const signer = await generateKeyPairSigner();
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: signer.address,
    lamports: lamports(amount),
    commitment: 'confirmed',
  });
  return signer;
}

/** An unsigned v0 message: `payer` sends `amount` lamports to a fixed system address. */
export function solTransferMessage(
  payer: KeyPairSigner,
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint },
  amount: bigint,
) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: payer,
            destination: address('11111111111111111111111111111112'),
            amount,
          }),
        ],
        m,
      ),
  );
}
