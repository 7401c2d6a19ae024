import type { x402Facilitator } from '@x402/core/facilitator';
import type { Network, PaymentPayload, PaymentRequirements, VerifyResponse } from '@x402/core/types';
import {
  decodeTransactionFromPayload,
  toFacilitatorSvmSigner,
  type FacilitatorRpcClient,
  type FacilitatorSvmSigner,
} from '@x402/svm';
import { ExactSvmScheme } from '@x402/svm/exact/facilitator';
import { ExactSvmSchemeV1 } from '@x402/svm/exact/v1/facilitator';
import type { Deps } from '../../deps';
import { computeBudgetOf } from './compute-budget';
import { solanaX402Names } from './x402-networks';

/** Compute units an x402 payment may ask the sponsor to pay for (the official client asks 20,000). */
export const SVM_MAX_COMPUTE_UNITS = 60_000;
/** Signatures an x402 payment may carry: the payer's and the sponsor's, 5,000 lamports each. */
export const SVM_MAX_SIGNATURES = 2;

/**
 * Registers @x402/svm's "exact" scheme (v2 and v1) on the Solana cluster with the official facilitator, with the
 * transaction-request sponsor as the fee payer that co-signs and sends: its checks (a TransferChecked of the asset
 * to payTo's token account for the amount, the fee payer in no instruction, no other program than compute budget
 * and memo, simulated) with the fee capped by the sponsor's settings, on v1 as on v2 (the same caps). False when there is no sponsor or the
 * cluster has no x402 name.
 */
export async function registerSvmSchemes(
  facilitator: x402Facilitator,
  deps: Pick<Deps, 'config' | 'solanaRpc' | 'sponsor'>,
): Promise<boolean> {
  const names = solanaX402Names(deps.config);
  const sponsor = names && (await deps.sponsor());
  if (!names || !sponsor) return false;
  // By network name: @x402/svm tells a single RPC client from a map with `in`, which kit's proxied client does not answer.
  const rpc = deps.solanaRpc as unknown as FacilitatorRpcClient;
  const signer = toFacilitatorSvmSigner(sponsor, { [names.caip2]: rpc, [names.v1]: rpc });
  const options = {
    maxComputeUnits: SVM_MAX_COMPUTE_UNITS,
    maxPriorityFeeMicroLamports: Number(deps.config.sponsor.maxPriorityMicroLamports),
    maxRequiredSignatures: SVM_MAX_SIGNATURES,
  };
  facilitator.register(names.caip2, new ExactSvmScheme(signer, undefined, options));
  facilitator.registerV1(names.v1 as Network, new CappedExactSvmSchemeV1(signer, options));
  return true;
}

interface SvmCaps {
  maxComputeUnits: number;
  maxPriorityFeeMicroLamports: number;
  maxRequiredSignatures: number;
}

/**
 * @x402/svm's v1 scheme takes no compute or signature caps: this one refuses, before its own checks (settling
 * verifies again through it), what the v2 scheme refuses with the same caps and reasons.
 */
class CappedExactSvmSchemeV1 extends ExactSvmSchemeV1 {
  constructor(
    signer: FacilitatorSvmSigner,
    private readonly caps: SvmCaps,
  ) {
    super(signer);
  }

  override async verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse> {
    const reason = capExceeded(payload, this.caps);
    return reason ? { isValid: false, invalidReason: reason, payer: '' } : super.verify(payload, requirements);
  }
}

/** The v2 scheme's reason for a transaction past the caps; null within them (or undecodable: the scheme says so). */
function capExceeded(payload: PaymentPayload, caps: SvmCaps): string | null {
  let budget: ReturnType<typeof computeBudgetOf>;
  try {
    budget = computeBudgetOf(decodeTransactionFromPayload(payload.payload as { transaction: string }));
  } catch {
    return null;
  }
  if (budget.signers > caps.maxRequiredSignatures) return 'invalid_exact_svm_payload_excessive_signers';
  if (budget.units !== null && budget.units > BigInt(caps.maxComputeUnits))
    return 'invalid_exact_svm_payload_transaction_instructions_compute_limit_instruction_too_high';
  if (budget.microLamportsPerUnit > BigInt(caps.maxPriorityFeeMicroLamports))
    return 'invalid_exact_svm_payload_transaction_instructions_compute_price_instruction_too_high';
  return null;
}
