import type { BitcoinConfig } from '../../../config/app-config';
import type { Db } from '../../../db/client';
import { canonicalAddress } from '../../wallets/canonical-address';
import {
  emptyObserveReport,
  type ObserveInput,
  type ObserveReport,
  type ObservedTransfer,
  type WatchTarget,
} from '../chain-adapter';
import { addressTransactions } from './address-transactions';
import { derivedAddressLinks } from './allocate-receive-address';
import type { EsploraClient, EsploraTx } from './esplora-client';

/** Transactions this long before a link was created may still pay it (clocks differ; a block's time may lag). */
const SINCE_SLACK_MS = 2 * 60 * 60 * 1000;

/**
 * One round of the Bitcoin adapter: every watched wallet's transactions (mempool and confirmed, see
 * addressTransactions) through Esplora, each output to the wallet handed to `record` as one transfer with its
 * confirmations counted from the tip (0 in the mempool: payments shows it as seen, and counts it only at the depth
 * rule). An output to an address derived for one link carries that link's reference (not once the link is only
 * watched for the inbox: an `ended` target). Confirmed transactions
 * already recorded are skipped; a wallet's own spends (its change) are no payment. A failed request fails the round.
 */
export async function observeBitcoin(
  db: Db,
  esplora: EsploraClient,
  net: Pick<BitcoinConfig, 'confirmations'>,
  input: ObserveInput,
): Promise<ObserveReport> {
  const report = emptyObserveReport();
  const before = esplora.calls();
  const byAddress = new Map<string, WatchTarget[]>();
  for (const target of input.targets) {
    if (target.owner === null) continue;
    const address = canonicalAddress(target.recipient);
    byAddress.set(address, [...(byAddress.get(address) ?? []), target]);
  }
  report.watchedAddresses = byAddress.size;
  if (byAddress.size === 0) return report;
  const tip = await esplora.tipHeight();
  const derived = await derivedAddressLinks(db, [...byAddress.keys()]);
  for (const [address, targets] of byAddress) {
    report.watched.set(address, address);
    const since = new Date(Math.min(...targets.map((t) => t.since.getTime())) - SINCE_SLACK_MS);
    const txs = await addressTransactions(esplora, address, { since, alreadyRecorded: input.alreadyRecorded });
    const recorded = await input.alreadyRecorded(
      txs.filter((tx) => confirmationsOf(tx, tip) >= net.confirmations).map((tx) => tx.txid),
    );
    const owner = derived.get(address);
    const reference =
      owner === undefined ? null : (targets.find((t) => t.key === owner && !t.ended)?.reference ?? null);
    for (const tx of txs) {
      if (recorded.has(tx.txid) || spendsFrom(tx, address)) continue;
      for (const [position, output] of tx.vout.entries()) {
        if (!output.scriptpubkey_address || canonicalAddress(output.scriptpubkey_address) !== address) continue;
        const observed = observedTransfer(tx, position, output.value, tip, reference);
        await input.beforeRecord?.(observed);
        await input.record(observed);
      }
    }
  }
  report.rpcCalls = esplora.calls() - before;
  return report;
}

function confirmationsOf(tx: EsploraTx, tip: number): number {
  return tx.status.confirmed && tx.status.block_height !== undefined ? tip - tx.status.block_height + 1 : 0;
}

function spendsFrom(tx: EsploraTx, address: string): boolean {
  return tx.vin.some(
    (input) =>
      input.prevout?.scriptpubkey_address !== undefined &&
      canonicalAddress(input.prevout.scriptpubkey_address) === address,
  );
}

function observedTransfer(
  tx: EsploraTx,
  position: number,
  sats: number,
  tip: number,
  reference: string | null,
): ObservedTransfer {
  const payer = tx.vin[0]?.prevout?.scriptpubkey_address ?? null;
  const to = tx.vout[position]!.scriptpubkey_address!;
  return {
    network: 'bitcoin',
    txId: tx.txid,
    position,
    block: BigInt(tx.status.block_height ?? 0),
    txIndex: null,
    time: tx.status.block_time ? new Date(tx.status.block_time * 1000) : null,
    from: payer,
    to,
    asset: null,
    currency: 'BTC',
    amount: BigInt(sats),
    reference,
    problem: null,
    confirmations: confirmationsOf(tx, tip),
  };
}
