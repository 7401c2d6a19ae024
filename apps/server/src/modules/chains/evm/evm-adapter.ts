import { evmTransferFinality } from './evm-transfer-finality';
import type { PublicClient } from 'viem';
import type { ChainAdapter } from '../chain-adapter';
import { findAmountHolder } from '../unique-amounts/find-amount-holder';
import { confirmedBlock } from './confirmed-block';
import { evmBalance } from './evm-balance';
import { evmPaymentRequest } from './evm-payment-request';
import { evmPayouts, type EvmPayoutNet } from './evm-payouts';
import { findEvmPayment } from './find-evm-payment';
import { findEvmTransfersTo } from './find-evm-transfers-to';
import { observeEvm, type EvmNet } from './observe-evm';
import { rewindEvmCursor } from './rewind-evm-cursor';

/**
 * One EVM network (Ethereum and Base are two instances): a link is paid by a transfer of its exact unique amount
 * to its wallet (see allocateAmountOffset); final at a depth of `confirmations` blocks (and the safe head when set).
 */
export function evmAdapter(network: string, client: PublicClient, net: EvmNet & EvmPayoutNet): ChainAdapter {
  return {
    ...evmPaymentRequest(network, net.chainId),
    finality: { rule: 'depth', confirmations: net.confirmations, safeHead: net.head === 'safe' },
    amountHolder: (tx, t) =>
      t.amount === null
        ? Promise.resolve(null)
        : findAmountHolder(tx, {
            network,
            asset: t.asset ?? net.tokens[0]!.symbol,
            recipient: t.to,
            payAmount: t.amount,
          }),
    observe: (db, input) => observeEvm(db, client, network, net, input),
    transferFinality: (txIds) => evmTransferFinality(client, txIds),
    rewind: (tx, block, now) => rewindEvmCursor(tx, network, block, now),
    balance: (owner, contract) => evmBalance(client, owner, contract),
    finalBlock: () => confirmedBlock(client, net.confirmations, net.head),
    findTransfersTo: (search) => findEvmTransfersTo(client, net, search),
    payouts: evmPayouts(client, net),
    hasCode: async (address) => ((await client.getCode({ address: address as `0x${string}` })) ?? '0x') !== '0x',
    async findRefund(refund) {
      const found = await findEvmPayment(client, {
        from: refund.from,
        to: refund.to,
        contract: refund.asset,
        amount: refund.amount,
        afterBlock: refund.scannedBlock ?? 0n,
        confirmations: net.confirmations,
        head: net.head,
      });
      return {
        txIds: found.hashes,
        scannedTo: found.scannedTo,
        // A transfer mined in time waits for its confirmations (the search may also still be catching up): the
        // confirmed blocks searched must reach one stamped at or after the expiry.
        async searchedPastExpiry() {
          const block = await client.getBlock({ blockNumber: found.scannedTo });
          return block.timestamp * 1000n >= BigInt(refund.expiresAt.getTime());
        },
      };
    },
  };
}
