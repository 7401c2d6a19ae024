import type { PaymentRow } from '../links/payment-dto';
import { canonicalAddress } from '../../wallets/canonical-address';

/**
 * Whether a transfer of `asset` (a mint or contract, null for the native coin) is in the link's own asset: the one
 * rule every path that counts a transfer toward a link passes (watcher, x402, transaction request, inbox assignment).
 * Addresses compare in their canonical form: EVM contracts whatever their checksum, Solana mints exactly.
 */
export function paysInAsset(link: Pick<PaymentRow, 'asset'>, asset: string | null): boolean {
  if (link.asset === null || asset === null) return link.asset === asset;
  return canonicalAddress(link.asset) === canonicalAddress(asset);
}
