import { formatAmount, type TokenInfo } from '@paylink/shared';
import type { Db } from '../../db/client';
import type { PaymentRow } from './payment-dto';
import { allocateAmountOffset } from '../chains/evm/allocate-amount-offset';
import { evmPaymentUrl } from '../chains/evm/evm-payment-url';
import { releaseAmountOffset } from '../chains/evm/release-amount-offset';
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
 * re-quoted, possibly in another token): on Solana the Solana Pay URL; on an EVM network (`chainId` given) the
 * link's previous unique offset is released and a new one allocated for the new amount and token, and the EIP-681
 * URL is built for that pay amount. Runs in the link's transaction, once its row exists (the offset refers to it).
 */
export async function linkPaymentRequest(
  tx: Db,
  link: LinkFields,
  token: TokenInfo,
  amount: bigint,
  chainId: number | undefined,
): Promise<{ payAmount: bigint | null; solanaPayUrl: string }> {
  if (chainId === undefined) return { payAmount: null, solanaPayUrl: solanaLinkUrl(link, token, amount) };
  await releaseAmountOffset(tx, link.id);
  const payAmount = await allocateAmountOffset(tx, {
    paymentId: link.id,
    network: link.network,
    currency: token.symbol,
    asset: token.contract ?? token.symbol,
    recipient: link.recipientAddress,
    amount,
  });
  return { payAmount, solanaPayUrl: evmPaymentUrl({ chainId, recipient: link.recipientAddress, contract: token.contract ?? null, amount: payAmount }) };
}
