import { createSolanaRpc, type Address, type KeyPairSigner } from '@solana/kit';
import { parseURL } from '@solana/pay';
import { fetchMint } from '@solana-program/token';
import { decimalToBaseUnits } from './decimal-to-base-units.ts';
import { sendTestTransfer, type TestTransferResult } from './send-test-transfer.ts';
import { LOCAL_USDC_DECIMALS, LOCAL_USDC_MINT } from './usdc-mint.ts';

const SOL_DECIMALS = 9;

/** Thrown when a URL is not a payable Solana Pay transfer request. */
export class PayTransferRequestError extends Error {
  override name = 'PayTransferRequestError';
}

/**
 * Pays a Solana Pay transfer-request URL on the given RPC from a freshly funded throwaway payer
 * (SOL from requestAirdrop, tokens from the local faucet), as a wallet would: memo just before the
 * transfer, the transfer last, references as read-only keys.
 */
export async function payTransferRequest(opts: {
  rpcUrl: string;
  url: string;
  /** Base units to pay instead of the URL's amount, to test under- and overpayment. */
  amountOverride?: bigint;
  /** Pay from this wallet instead of a throwaway one (a merchant paying a refund from their own wallet). */
  payer?: KeyPairSigner;
}): Promise<TestTransferResult> {
  const { rpcUrl, url, amountOverride, payer } = opts;
  const fields = parseURL(url);
  if (!('recipient' in fields))
    throw new PayTransferRequestError('transaction requests (solana:https://...) are not supported');
  const { recipient, splToken, reference, memo } = fields;
  const decimals = splToken ? await mintDecimals(rpcUrl, splToken) : SOL_DECIMALS;
  // parseURL gives the amount as a float; the raw parameter is re-read so base units are exact.
  const rawAmount = new URL(url).searchParams.get('amount');
  if (amountOverride === undefined && rawAmount === null) {
    throw new PayTransferRequestError('the URL has no amount; pass amountOverride');
  }
  return sendTestTransfer({
    rpcUrl,
    recipient,
    amount: amountOverride ?? decimalToBaseUnits(rawAmount!, decimals),
    token: splToken ? { mint: splToken, decimals } : 'SOL',
    references: reference ? [reference].flat() : [],
    memo,
    payer,
  });
}

async function mintDecimals(rpcUrl: string, mint: Address): Promise<number> {
  if (mint === LOCAL_USDC_MINT) return LOCAL_USDC_DECIMALS;
  const account = await fetchMint(createSolanaRpc(rpcUrl), mint);
  return account.data.decimals;
}
