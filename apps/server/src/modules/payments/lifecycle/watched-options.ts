import type { Db } from '../../../db/client';
import type { PaymentRow } from '../links/payment-dto';
import { lastQuotesOn } from '../../pricing/quotes/quote-history';
import { recipientOn } from './switch-pay-option';

/**
 * What a watcher of `network` watches for each link: on its own network its wallet and token; on a network of an
 * option the customer chose before and left, that option's wallet and the token last quoted there, so money sent to
 * the request it was given still reaches the link (see enterPayOptionOf).
 */
export async function watchedOptions(db: Db, network: string, links: readonly PaymentRow[]) {
  const last = await lastQuotesOn(
    db,
    links.filter((p) => p.network !== network).map((p) => p.id),
    network,
  );
  return (p: PaymentRow) => {
    const quoted = p.network === network ? { asset: p.asset, currency: p.currency } : last.get(p.id)!;
    return { recipient: recipientOn(p, network)!, asset: quoted.asset, currency: quoted.currency };
  };
}
