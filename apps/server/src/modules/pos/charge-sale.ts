import { isFiatCurrency, POS_METADATA_KEY, POS_SALE_EXPIRY_S, type PosSale, type PosSaleBody } from '@paylink/shared';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/app-error';
import type { SessionUser } from '../accounts/session-cache';
import { createPaymentLink } from '../payments/links/create-payment-link';
import { posPayOptions } from './pos-pay-options';
import { toPosSale } from './pos-sale-dto';
import { posSales } from './schema';

/** What the customer's wallet shows as the link's label. */
const POS_LABEL = 'Point of sale';

/**
 * A sale charged at the counter: an ordinary link of the merchant's (one credit, the usual events and webhooks),
 * tagged `metadata.pos_sale` and recorded in the cashier's shift in the link's transaction. Priced in USD/EUR it
 * carries the merchant's pay options (the POS may switch network or token); priced in a token it asks that token on
 * the first option offering it. Nothing else of the link is the cashier's to choose (no wallet, webhook or metadata).
 */
export async function chargeSale(
  deps: Deps,
  merchant: SessionUser,
  cashierId: string,
  body: PosSaleBody,
): Promise<PosSale> {
  const options = posPayOptions(deps.config, merchant);
  if (options.length === 0)
    throw fieldError('currency', 'Set a receiving wallet in Settings before selling', 'WALLET_REQUIRED');
  const fiat = isFiatCurrency(body.currency);
  const tokenOption = fiat ? undefined : options.find((o) => o.currency === body.currency);
  if (!fiat && !tokenOption)
    throw fieldError('currency', `Choose one of: USD, EUR, ${[...new Set(options.map((o) => o.currency))].join(', ')}`);
  const { payment } = await createPaymentLink(
    deps,
    merchant,
    {
      amount: body.amount,
      currency: body.currency,
      network: tokenOption?.network ?? options[0]!.network,
      payOptions: fiat ? options : undefined,
      label: POS_LABEL,
      message: body.note || null,
      metadata: { [POS_METADATA_KEY]: 'true' },
      expiresIn: POS_SALE_EXPIRY_S,
    },
    {
      async onCreated(tx, link) {
        await tx
          .insert(posSales)
          .values({ paymentId: link.id, accountId: merchant.id, cashierId, createdAt: link.createdAt });
      },
    },
  );
  return toPosSale(payment, null);
}
