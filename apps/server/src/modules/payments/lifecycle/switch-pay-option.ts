import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { optionFields } from '../links/resolve-pay-options';
import { payments, type StoredPayOption } from '../schema';
import { lastQuoteOn } from '../../pricing/quotes/quote-history';
import { restoreQuote } from './set-link-quote';

/** The merchant's wallet a link is paid to on `network`: its own on its current network, else its pay option's; null when it offers none there. */
export function recipientOn(
  link: Pick<PaymentRow, 'network' | 'recipientAddress' | 'payOptions'>,
  network: string,
): string | null {
  if (link.network === network) return link.recipientAddress;
  return link.payOptions?.find((o) => o.network === network)?.recipientAddress ?? null;
}

/** Makes `option` the link's (in the caller's transaction, the link locked): its network, wallet and tokens; the quote is the caller's. */
export async function moveToOption(tx: Db, link: PaymentRow, option: StoredPayOption, now: Date): Promise<PaymentRow> {
  const [moved] = await tx
    .update(payments)
    .set({ ...optionFields(link.payOptions ?? [option], option), updatedAt: now })
    .where(eq(payments.id, link.id))
    .returning();
  return moved!;
}

/**
 * The one rule for money on a pay option other than the chosen one (docs/api.md, "One checkout, any network"). Only
 * an option the customer chose before can be paid (it alone had a payment request: a reference on Solana, a unique
 * amount on EVM). While nothing has counted on the link, such a transfer takes the link back to that option (its
 * last quote there made current again; bindQuote then values the transfer as for any token switch: at that quote
 * while it binds, else at the current rate). Once money has counted, the choice is locked: the transfer does not pay
 * the link (`other_pay_option`, listed in the merchant's unmatched-transfers inbox). In the caller's transaction, the
 * link locked; the link unchanged when the transfer is on its own network.
 */
export async function enterPayOptionOf(
  tx: Db,
  link: PaymentRow,
  network: string,
  now: Date,
): Promise<PaymentRow | 'other_pay_option'> {
  if (link.network === network || !link.payOptions) return link;
  const last = await lastQuoteOn(tx, link.id, network);
  if (!last || (link.amountReceived ?? 0n) > 0n) return 'other_pay_option';
  const option =
    link.payOptions.find((o) => o.network === network && o.currency === last.currency) ??
    link.payOptions.find((o) => o.network === network);
  if (!option) return 'other_pay_option';
  return restoreQuote(tx, await moveToOption(tx, link, option, now), last, now);
}
