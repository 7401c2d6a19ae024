import { formatAmount, type TokenInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PaymentRow } from './payment-dto';
import { allocateAmountOffset } from '../chains/evm/allocate-amount-offset';
import { evmPaymentUrl } from '../chains/evm/evm-payment-url';
import { solanaPayUrl } from '../chains/solana/solana-pay-url';

type LinkFields = Pick<PaymentRow, 'id' | 'network' | 'recipientAddress' | 'reference' | 'label' | 'message'>;

/** The Solana Pay URL of a link asking `amount` of `token`: its reference key is what identifies the payment. */
export function solanaLinkUrl(link: Omit<LinkFields, 'network'>, token: TokenInfo, amount: bigint): string {
  return solanaPayUrl({
    recipient: link.recipientAddress,
    amount: formatAmount(amount, token.decimals),
    splToken: token.mint,
    reference: link.reference,
    label: link.label,
    message: link.message,
    memo: link.id,
  });
}

/**
 * What a wallet is asked for a link that now asks `amount` of `token` (at creation, or when a fiat price is
 * re-quoted, possibly in another token): on Solana the Solana Pay URL; on an EVM network (`evm` given) a new unique
 * pay amount is allocated for the amount and token, and the EIP-681 URL is built for it. Runs in the link's
 * transaction, once its row exists (the amount refers to it); an earlier amount of the link is its caller's business.
 */
export async function linkPaymentRequest(
  tx: Db,
  link: LinkFields,
  token: TokenInfo,
  amount: bigint,
  evm: { chainId: number; lateWindowMs: number; now: Date } | undefined,
): Promise<{ payAmount: bigint | null; paymentUrl: string }> {
  if (evm === undefined) return { payAmount: null, paymentUrl: solanaLinkUrl(link, token, amount) };
  const payAmount = await allocateAmountOffset(tx, {
    paymentId: link.id,
    network: link.network,
    currency: token.symbol,
    asset: token.contract ?? token.symbol,
    recipient: link.recipientAddress,
    amount,
    lateWindowMs: evm.lateWindowMs,
    now: evm.now,
  });
  return { payAmount, paymentUrl: evmPaymentUrl({ chainId: evm.chainId, recipient: link.recipientAddress, contract: token.contract ?? null, amount: payAmount }) };
}
