import { getAddress, parseAbiItem } from 'viem';
import type { EvmNetwork } from '@paylink/shared';
import type { Signature } from '@solana/kit';
import type { Deps } from '../../deps';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { adapterPart } from '../chains/chain-adapters';
import { getPayment } from '../payments/links/get-payment';
import { dropFailedAuthorization, releaseAuthorization, staleAuthorizations } from './authorization-claims';
import { recordSettledTransfer } from './record-settled-transfer';
import { settledTransfer } from './settled-transfer';
import { solanaSettledTransfer } from './settle-solana-payment';
import { x402FamilyOf, type X402Family, type X402Network } from './x402-networks';

/** A settlement still in flight after this long lost its recording (one waits for its confirmation far less). */
export const X402_RECOVERY_GRACE_MS = 2 * 60_000;
/** A claim not on chain after this long never will be: past its authorization's validBefore (≤ 300 s) and a blockhash's life. */
const NEVER_LANDED_MS = 15 * 60_000;
/** How far back an EVM authorization's use is looked for when its transaction hash was not kept (Base: ~5.5 hours). */
const EVM_LOOKBACK_BLOCKS = 10_000n;
const AUTHORIZATION_USED = parseAbiItem('event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)');

type Claim = Awaited<ReturnType<typeof staleAuthorizations>>[number];

/** The transfer a claimed settlement made, once final by its network's rule; `failed` when its transaction failed on chain; null while it is not (or never was) on chain. */
async function landedTransfer(deps: Deps, claim: Claim): Promise<ObservedTransfer | 'failed' | null> {
  const family = x402FamilyOf(deps.config, claim.network);
  return family ? LANDED[family](deps, claim) : null;
}

/** How each x402 scheme family finds a claimed settlement on chain. */
const LANDED: Record<X402Family, (deps: Deps, claim: Claim) => Promise<ObservedTransfer | 'failed' | null>> = {
  async svm(deps, claim) {
    if (!claim.txHash) return null;
    const { value } = await deps.solanaRpc
      .getSignatureStatuses([claim.txHash as Signature], { searchTransactionHistory: true })
      .send();
    if (!value[0]) return null;
    if (value[0].err) return 'failed';
    const { asset, recipientAddress } = await getPayment(deps.db, claim.paymentId!);
    return solanaSettledTransfer(deps, { signature: claim.txHash, recipient: recipientAddress, mint: asset! }).catch(
      () => null,
    );
  },
  evm: evmLandedTransfer,
};

async function evmLandedTransfer(deps: Deps, claim: Claim): Promise<ObservedTransfer | 'failed' | null> {
  const network = claim.network as EvmNetwork;
  const client = deps.evm[network];
  const net = deps.config.evm[network];
  if (!client || !net || claim.amount === null || !claim.recipient) return null;
  const latest = await client.getBlockNumber();
  let hash = claim.txHash as `0x${string}` | null;
  if (!hash) {
    // Lost before the relayer's transaction was kept: the token logs the authorization's use.
    const logs = await client.getLogs({
      address: getAddress(net.usdcAddress),
      event: AUTHORIZATION_USED,
      args: { authorizer: getAddress(claim.payer), nonce: claim.nonce as `0x${string}` },
      fromBlock: latest > EVM_LOOKBACK_BLOCKS ? latest - EVM_LOOKBACK_BLOCKS : 0n,
      toBlock: latest,
    });
    hash = logs[0]?.transactionHash ?? null;
  }
  if (!hash) return null;
  const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
  if (receipt?.status === 'reverted') return 'failed';
  if (!receipt || (await adapterPart(deps, network, 'finalBlock')()) < receipt.blockNumber) return null;
  const authorization = {
    from: getAddress(claim.payer),
    to: getAddress(claim.recipient),
    value: claim.amount.toString(),
    validAfter: '0',
    validBefore: '0',
    nonce: claim.nonce as `0x${string}`,
  };
  return settledTransfer(client, {
    network,
    token: net.usdcAddress,
    currency: 'USDC',
    hash,
    authorization,
    confirmations: net.confirmations,
  });
}

/**
 * Recovers settlements whose recording was lost (the process died between the chain and the database): every
 * claim still in flight past the grace is looked up on chain by its transaction (or, on EVM, its authorization's
 * use) and, once final, recorded for the link its intent names through payments' path, as the settlement would
 * have. A claim whose transaction failed on chain, or that never reached it, is given back. Each claim on its own: one that fails waits for the next round.
 */
export async function recoverX402Settlements(
  deps: Deps,
  now = new Date(),
): Promise<{ recorded: string[]; failed: number }> {
  const recorded: string[] = [];
  let failed = 0;
  for (const claim of await staleAuthorizations(deps.db, new Date(now.getTime() - X402_RECOVERY_GRACE_MS))) {
    const key = { network: claim.network, payer: claim.payer, nonce: claim.nonce };
    try {
      const transfer = await landedTransfer(deps, claim);
      if (transfer === 'failed') await dropFailedAuthorization(deps.db, key);
      else if (transfer) {
        await recordSettledTransfer(deps, {
          paymentId: claim.paymentId!,
          network: claim.network as X402Network,
          transfer,
          key,
          now,
        });
        recorded.push(claim.paymentId!);
      } else if (claim.createdAt.getTime() < now.getTime() - NEVER_LANDED_MS) {
        await releaseAuthorization(deps.db, key);
      }
    } catch (err) {
      failed += 1;
      deps.log.error({ err, paymentId: claim.paymentId }, 'could not recover an x402 settlement; retrying next round');
    }
  }
  return { recorded, failed };
}
