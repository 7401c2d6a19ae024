import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import type { Deps } from '../../deps';
import { settleAuthorization, verifyAuthorization, type Refusal, type SettleInput, type SettleOutcome } from './settle-authorization';
import { settleSolanaPayment, verifySolanaPayment } from './settle-solana-payment';
import { x402NetworkOf } from './x402-networks';

/** Verifies an x402 "exact" payment on the network its requirements name: an EIP-3009 authorization on EVM, a partly signed transaction on Solana. */
export async function verifyPayment(deps: Deps, payload: PaymentPayload, requirements: PaymentRequirements): Promise<{ ok: true; payer: string } | Refusal> {
  const verified = x402NetworkOf(deps.config, requirements.network) === 'solana' ? await verifySolanaPayment(deps, payload, requirements) : await verifyAuthorization(deps, payload, requirements);
  return verified.ok ? { ok: true, payer: verified.payer } : verified;
}

/** Settles an x402 "exact" payment on the network its requirements name (the relayer on EVM, the sponsor on Solana). */
export async function settlePayment(deps: Deps, opts: SettleInput): Promise<SettleOutcome> {
  if (x402NetworkOf(deps.config, opts.requirements.network) === 'solana') return settleSolanaPayment(deps, opts);
  return settleAuthorization(deps, opts);
}
