import type { PaymentPayload, PaymentRequirements, SettleResponse } from '@x402/core/types';
import { getAddress, isAddress, isAddressEqual, type PublicClient } from 'viem';
import type { Deps } from '../../deps';
import type { ObservedTransfer } from '../chains/chain-adapter';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit';
import { markAuthorizationSubmitted, releaseAuthorization, type AuthorizationKey } from './authorization-claims';
import { RELAYER_GAS_CAP } from './evm-facilitator';
import { chargeGasSpent, spendGasBudget } from './gas-budget';
import { paylinkFacilitator } from './paylink-facilitator';
import { settledTransfer, type Eip3009Authorization } from './settled-transfer';
import { evmNetworkOf, listedAssetOf } from './x402-networks';
import { assertNotScreened } from '../screening/assert-not-screened';

/**
 * 402: invalid or insufficient; 409: a replayed authorization; 429: the payer's limit; 503: no relayer or the
 * merchant's gas budget is spent. 202 is no refusal: `settlement_pending`, sent (its `transaction`) but not seen final
 * in time; the recovery job records it once it is.
 */
export type Refusal = {
  ok: false;
  status: 202 | 402 | 409 | 429 | 503;
  reason: string;
  payer?: string;
  transaction?: string;
};
export type SettleOutcome =
  | {
      ok: true;
      settlement: SettleResponse;
      transfer: ObservedTransfer;
      key: AuthorizationKey;
      /** The payment the claim named: what the transfer is recorded for. */
      paymentId: string;
    }
  | Refusal;

/**
 * Claims the authorization with its intent before anything is submitted (the caller names the payment: a link's
 * own, or the facilitator's record created with the claim and its credit in one transaction): the payment's id,
 * or null when it was already claimed (a replay).
 */
export type ClaimIntent = (
  key: AuthorizationKey,
  intent: { amount: bigint; recipient: string; txHash?: string },
) => Promise<string | null>;

export interface SettleInput {
  payload: PaymentPayload;
  requirements: PaymentRequirements;
  now: Date;
  /** The merchant whose budget pays the gas or fee. */
  accountId: string;
  claim: ClaimIntent;
}

export const refused = (status: Refusal['status'], reason: string, payer?: string): Refusal => ({
  ok: false,
  status,
  reason,
  payer,
});

/** The EIP-3009 authorization an "exact" EVM payload carries; null for anything else (Permit2 payloads are not taken). */
export function authorizationOf(
  payload: PaymentPayload,
): { authorization: Eip3009Authorization; signature: string } | null {
  const { authorization, signature } = payload.payload as {
    authorization?: Partial<Eip3009Authorization>;
    signature?: unknown;
  };
  if (!authorization || typeof signature !== 'string') return null;
  const { from, to, value, validAfter, validBefore, nonce } = authorization;
  if (
    !from ||
    !to ||
    !isAddress(from) ||
    !isAddress(to) ||
    !/^\d{1,78}$/.test(value ?? '') ||
    !/^0x[0-9a-fA-F]{64}$/.test(nonce ?? '')
  )
    return null;
  if (!/^\d{1,20}$/.test(validAfter ?? '') || !/^\d{1,20}$/.test(validBefore ?? '')) return null;
  return { authorization: authorization as Eip3009Authorization, signature };
}

/**
 * Verifies an x402 payment with the official "exact" scheme (signature, amount, payTo, validity window, nonce
 * unused, payer's balance by simulation) and, when `settle`, submits it through Paylink's relayer with the
 * guardrails around it: only an asset Paylink lists on that network, the payer's rate limit, one claim per
 * authorization (a replay settles nothing: 409), the merchant's daily gas budget charged with the gas the relayer
 * actually spent (its writes capped at RELAYER_GAS_CAP), and a claim given back only when the relayer provably sent
 * nothing. Answers the transfer as the watcher would observe it.
 */
export async function verifyAuthorization(deps: Deps, payload: PaymentPayload, requirements: PaymentRequirements) {
  const network = evmNetworkOf(deps.config, requirements.network);
  const parsed = authorizationOf(payload);
  if (!network || requirements.scheme !== 'exact') return refused(402, 'unsupported_scheme_or_network');
  if (!listedAssetOf(deps.config, network, requirements.asset)) return refused(402, 'unsupported_asset');
  if (!parsed) return refused(402, 'invalid_payload');
  const payer = getAddress(parsed.authorization.from);
  if (!isAddressEqual(parsed.authorization.to, getAddress(requirements.payTo)))
    return refused(402, 'invalid_exact_evm_recipient_mismatch', payer);
  const facilitator = (await deps.relayer()) && (await paylinkFacilitator(deps));
  if (!facilitator) return refused(503, 'no_relayer');
  const verified = await facilitator.verify(payload, requirements).catch((err: unknown) => ({
    isValid: false,
    invalidReason: err instanceof Error ? err.message : 'invalid_payload',
  }));
  if (!verified.isValid) {
    const reason = verified.invalidReason ?? 'invalid_payload';
    return refused(/nonce_already_used/.test(reason) ? 409 : 402, reason, payer);
  }
  return { ok: true as const, network, facilitator, payer, authorization: parsed.authorization };
}

export async function settleAuthorization(deps: Deps, opts: SettleInput): Promise<SettleOutcome> {
  const verified = await verifyAuthorization(deps, opts.payload, opts.requirements);
  if (!verified.ok) return verified;
  const { network, facilitator, payer, authorization } = verified;
  await assertNotScreened(deps.db, network, payer, 'x402 payer');
  const limit = await consumeRateLimit(deps.rateLimits.x402Payer, payer.toLowerCase());
  if (!limit.allowed) return refused(429, 'payer_rate_limited', payer);
  const key = { network, payer: payer.toLowerCase(), nonce: authorization.nonce.toLowerCase() };
  const client = deps.evm[network]!;
  const net = deps.config.evm[network]!;
  const booking = {
    accountId: opts.accountId,
    bookedWei: RELAYER_GAS_CAP * (await client.getGasPrice()),
    now: opts.now,
  };
  if (
    !(await spendGasBudget(deps.db, {
      accountId: opts.accountId,
      wei: booking.bookedWei,
      limit: deps.config.x402.dailyGasWeiPerMerchant,
      now: opts.now,
    }))
  ) {
    return refused(503, 'merchant_gas_budget_spent', payer);
  }
  const paymentId = await opts.claim(key, { amount: BigInt(authorization.value), recipient: authorization.to });
  if (!paymentId) {
    await chargeGasSpent(deps.db, { ...booking, spentWei: 0n });
    return refused(409, 'authorization_already_used', payer);
  }
  const relayer = (await deps.relayer())!.address;
  const relayerNonce = () => client.getTransactionCount({ address: relayer, blockTag: 'pending' });
  const nonceBefore = await relayerNonce();
  const settlement = await facilitator
    .settle(opts.payload, opts.requirements)
    .catch((err: unknown): SettleResponse => ({
      success: false,
      errorReason: err instanceof Error ? err.message : 'settle_failed',
      transaction: '',
      network: opts.requirements.network,
    }));
  const hash = settlement.transaction ? (settlement.transaction as `0x${string}`) : null;
  if (hash) {
    const spent = await gasSpent(client, hash);
    if (spent !== null) await chargeGasSpent(deps.db, { ...booking, spentWei: spent });
    await markAuthorizationSubmitted(deps.db, key, hash);
  } else if ((await relayerNonce().catch(() => null)) === nonceBefore) {
    // Provably nothing sent (the relayer's nonce did not move): no gas spent, and the payer may sign it again.
    await chargeGasSpent(deps.db, { ...booking, spentWei: 0n });
    await releaseAuthorization(deps.db, key);
  }
  // Otherwise the relayer sent something whose hash was lost: the claim and the booking stay; the recovery job
  // finds the authorization's use on chain, or gives the claim back once it can no longer land.
  if (!settlement.success) {
    // x402's answer for a transaction sent whose confirmation was not seen in time: it may still land (x402 #1062).
    if (settlement.errorReason === 'settlement_pending' && hash)
      return { ...refused(202, 'settlement_pending', payer), transaction: hash };
    return refused(
      /nonce_already_used/.test(settlement.errorReason ?? '') ? 409 : 402,
      settlement.errorReason ?? 'settle_failed',
      payer,
    );
  }
  const transfer = await settledTransfer(client, {
    network,
    token: net.usdcAddress,
    currency: 'USDC',
    hash: hash!,
    authorization,
    confirmations: net.confirmations,
  });
  return { ok: true, settlement, transfer, key, paymentId };
}

/**
 * What a relayer transaction cost in ETH: `gasUsed × effectiveGasPrice`, plus on Base (an OP Stack chain) the L1 data
 * fee its receipt reports (`l1Fee`); null while it has no receipt.
 */
async function gasSpent(client: PublicClient, hash: `0x${string}`): Promise<bigint | null> {
  const receipt = await client.getTransactionReceipt({ hash }).catch(() => null);
  if (!receipt) return null;
  const l1Fee = (receipt as { l1Fee?: bigint | string | null }).l1Fee;
  return receipt.gasUsed * receipt.effectiveGasPrice + (l1Fee ? BigInt(l1Fee) : 0n);
}
