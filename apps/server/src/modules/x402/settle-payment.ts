import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import type { Deps } from '../../deps';
import {
  settleAuthorization,
  verifyAuthorization,
  type Refusal,
  type SettleInput,
  type SettleOutcome,
} from './settle-authorization';
import { settleSolanaPayment, verifySolanaPayment } from './settle-solana-payment';
import { x402FamilyOf, x402NetworkOf, type X402Family } from './x402-networks';

/** Each x402 scheme family's verification and settlement. */
interface Scheme {
  verify(
    deps: Deps,
    payload: PaymentPayload,
    requirements: PaymentRequirements,
  ): Promise<{ ok: true; payer: string } | Refusal>;
  settle(deps: Deps, opts: SettleInput): Promise<SettleOutcome>;
}
const SCHEMES: Record<X402Family, Scheme> = {
  evm: { verify: verifyAuthorization, settle: settleAuthorization },
  svm: { verify: verifySolanaPayment, settle: settleSolanaPayment },
};

/** The scheme family of the network the requirements name (EVM's when Paylink does not settle there: it refuses them). */
const schemeOf = (deps: Deps, network: string) =>
  SCHEMES[x402FamilyOf(deps.config, x402NetworkOf(deps.config, network) ?? '') ?? 'evm'];

/** Verifies an x402 "exact" payment on the network its requirements name: an EIP-3009 authorization on EVM, a partly signed transaction on Solana. */
export async function verifyPayment(
  deps: Deps,
  payload: PaymentPayload,
  requirements: PaymentRequirements,
): Promise<{ ok: true; payer: string } | Refusal> {
  const verified = await schemeOf(deps, requirements.network).verify(deps, payload, requirements);
  return verified.ok ? { ok: true, payer: verified.payer } : verified;
}

/** Settles an x402 "exact" payment on the network its requirements name (the relayer on EVM, the sponsor on Solana). */
export async function settlePayment(deps: Deps, opts: SettleInput): Promise<SettleOutcome> {
  return schemeOf(deps, opts.requirements.network).settle(deps, opts);
}
