import { x402Facilitator } from '@x402/core/facilitator';
import type { Deps } from '../../deps';
import { registerEvmSchemes } from './evm-facilitator';
import { registerSvmSchemes } from './svm-facilitator';

/**
 * The official x402 facilitator (@x402/core) with the "exact" scheme on every network Paylink settles: EVM with the
 * relayer, Solana with the sponsor. Null when neither is there.
 */
export async function paylinkFacilitator(
  deps: Pick<Deps, 'config' | 'evm' | 'relayer' | 'solanaRpc' | 'sponsor' | 'bitcoin'>,
): Promise<x402Facilitator | null> {
  const facilitator = new x402Facilitator();
  const evm = await registerEvmSchemes(facilitator, deps);
  const svm = await registerSvmSchemes(facilitator, deps);
  return evm || svm ? facilitator : null;
}
