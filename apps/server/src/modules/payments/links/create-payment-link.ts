import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  base58Encode,
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  isFiatCurrency,
  parseAmount,
  PAYMENT_EXPIRY_DEFAULT_S,
  type createPaymentLinkSchema,
} from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../../deps';
import { paymentEvents, payments } from '../schema';
import { fieldError } from '../../../lib/app-error';
import { newId } from '../../../lib/ids';
import { changeCredits } from '../../credits/change-credits';
import { chargeApiCall, type Caller } from '../../credits/charge-api-call';
import { assertWebhookUrlScheme } from '../../../lib/webhook-url-rule';
import type { Db } from '../../../db/client';
import type { AccountWallets } from '../../chains/chain-adapter';
import { toPaymentDto, type PaymentRow } from './payment-dto';
import { qrCodeData } from './qr-code-data';
import { paymentRequestBuilder } from '../../chains/payment-requests';
import { resolveToken } from './supported-tokens';
import { paymentEventData } from '../lifecycle/payment-event-data';
import { quotePrice } from '../../pricing/quote-price';
import { quotedLinkFields } from '../../pricing/quotes/quoted-link-fields';
import { claimAddress } from '../../wallets/claim-address';
import { recordQuote } from '../../pricing/quotes/record-quote';
import { optionFields, resolvePayOptions, withFreshRecipients } from './resolve-pay-options';
import { checkoutUrl } from './checkout-url';
import { x402LinkUrl, x402Offered } from '../../../lib/x402-link';

export type CreatePaymentLinkBody = z.output<typeof createPaymentLinkSchema>;

/** A link a merchant pays to the platform to buy credits: it costs no credit and stays out of merchant lists. */
export interface CreditPurchaseLink {
  purpose: 'credit_purchase';
  /** Runs in the link's transaction (records the purchase the link pays for). */
  onCreated: (tx: Db, payment: PaymentRow) => Promise<void>;
}

/**
 * Creates a payment link for a merchant: spends exactly one credit in the same transaction as the insert
 * (no credit, no link; a credit purchase link costs none; a `creditWhenPaid` link is charged once paid), gives it a fresh reference key and its payment URL
 * (Solana Pay; on EVM networks EIP-681 for the price plus the link's unique offset), and records payment.created. Through an API key (`caller`) the same credit is booked as the call's `api_call` (one credit in
 * total, not two).
 */
export async function createPaymentLink(
  deps: Deps,
  user: { id: string } & AccountWallets,
  body: CreatePaymentLinkBody,
  /**
   * `settledByX402`: the record of a payment Paylink settles as x402 facilitator: asks exactly `amount`, its payment
   * URL the merchant's resource; `onCreated` runs in the link's transaction (x402 claims the authorization there).
   */
  options: {
    caller?: Caller;
    purchase?: CreditPurchaseLink;
    settledByX402?: { resourceUrl: string; onCreated(tx: Db, link: PaymentRow): Promise<void> };
    /** Runs in the link's transaction, before the credit is spent (subscriptions record which period the link pays). */
    onCreated?: (tx: Db, link: PaymentRow) => Promise<void>;
    /**
     * The credit is charged when the link is paid, by the caller's completion handler, not now: a link a stranger
     * asks for (a subscription's first link) costs the merchant nothing until someone pays it.
     */
    creditWhenPaid?: boolean;
    /** Where the hosted page offers to go back after paying (a pay button's return URL). */
    returnUrl?: string | null;
  } = {},
) {
  const fiat = isFiatCurrency(body.currency) ? body.currency : null;
  // One checkout, any network: the link starts on its first option (the customer may choose another on the hosted page).
  const payOptions = fiat && body.payOptions ? resolvePayOptions(deps.config, user, body.payOptions) : null;
  if (payOptions) {
    const first = optionFields(payOptions, payOptions[0]!);
    body = {
      ...body,
      network: first.network,
      walletAddress: first.recipientAddress,
      payCurrencies: first.payCurrencies,
    };
  }
  // Priced in USD/EUR: every accepted token must be one we verify; the first is quoted now, the hosted page may switch.
  const payCurrencies = fiat ? [...new Set(body.payCurrencies ?? [body.payCurrency!])] : null;
  const token = resolveToken(deps.config, body.network, payCurrencies?.[0] ?? body.currency, FIAT_CURRENCIES);
  for (const symbol of payCurrencies ?? []) resolveToken(deps.config, body.network, symbol);
  const parsed = parseAmount(body.amount, fiat ? FIAT_DECIMALS : token.decimals);
  if (!parsed.ok) throw fieldError('amount', `${parsed.reason} for ${fiat ?? token.symbol}`);
  const requests = paymentRequestBuilder(deps.config, body.network);
  const { savedWallet, savedAccountKey } = requests.profile;
  // No address given and an account key saved (Bitcoin's xpub): a fresh address of it (derived in the transaction).
  const accountKey =
    savedAccountKey && requests.freshRecipient && !body.walletAddress ? (user[savedAccountKey] ?? null) : null;
  let recipient = body.walletAddress || user[savedWallet] || '';
  if (!recipient && !accountKey)
    throw fieldError('walletAddress', `Please set ${requests.walletNoun} in Settings`, 'WALLET_REQUIRED');
  recipient = requests.normalizeAddress(recipient);
  if (!accountKey) requests.assertRecipient?.(recipient);
  if (body.webhookUrl) assertWebhookUrlScheme(deps.config, body.webhookUrl);
  // The saved wallet was checked when it was saved; only an address given for this link costs an RPC call.
  if (recipient !== user[savedWallet]) await requests.assertPayable?.(deps, recipient);

  const id = newId('pay');
  // A key only where a rail names the link by one: a reference rail (Solana: the transaction carries it), for the
  // link's network or a pay option's, and a fresh address derived for the link (its watcher hands the key back).
  const networks = [body.network, ...(payOptions ?? []).map((o) => o.network)];
  const keyed =
    accountKey !== null ||
    (payOptions ?? []).some((o) => o.recipientAddress === '') ||
    networks.some((n) => paymentRequestBuilder(deps.config, n).matchBy === 'reference');
  const reference = keyed ? base58Encode(randomBytes(32)) : null;
  const now = new Date();
  const quote = fiat
    ? await quotePrice(deps.prices, {
        priceCents: parsed.value,
        fiat,
        token,
        now,
        ttlMs: deps.config.pricing.quoteTtlMs,
      })
    : null;
  const link = { id, recipientAddress: recipient, reference, label: body.label, message: body.message || null };
  // What the chain must see: the token amount as priced, or the fiat price turned into the token at the quote.
  const payFields = quote
    ? { ...quotedLinkFields(token, quote), priceCents: parsed.value, priceCurrency: fiat, payCurrencies }
    : { amount: parsed.value, currency: token.symbol };

  // A link that is, or may become (a pay option), paid on a network of transaction requests (Solana) has one.
  const txRequest = networks
    .map((n) => paymentRequestBuilder(deps.config, n).transactionRequestUrl)
    .find((url) => url !== undefined);
  const values = {
    id,
    accountId: user.id,
    label: body.label,
    message: body.message || null,
    network: body.network,
    asset: token.mint ?? token.contract ?? null,
    ...payFields,
    payOptions,
    checkoutUrl: checkoutUrl(deps.config.appUrl, id),
    returnUrl: body.successUrl ?? options.returnUrl ?? null,
    cancelUrl: body.cancelUrl ?? null,
    transactionRequestUrl: txRequest ? txRequest(deps.config.appUrl, id) : null,
    x402Url:
      !options.purchase && !options.settledByX402 && x402Offered(deps.config, body.network, requests.x402)
        ? x402LinkUrl(deps.config.appUrl, id)
        : null,
    reference,
    merchantReference: body.reference || null,
    webhookUrl: body.webhookUrl || null,
    metadata: body.metadata ?? null,
    purpose: options.purchase?.purpose ?? 'link',
    expiresAt: new Date(now.getTime() + (body.expiresIn ?? PAYMENT_EXPIRY_DEFAULT_S) * 1000),
    createdAt: now,
    updatedAt: now,
  } satisfies Omit<typeof payments.$inferInsert, 'recipientAddress' | 'paymentUrl'>;
  // The network's payment request: Solana Pay with the reference, or on EVM a unique pay amount (what identifies the link) by EIP-681.
  const paymentRequest = (tx: Db) =>
    options.settledByX402
      ? { payAmount: payFields.amount, url: options.settledByX402.resourceUrl }
      : requests.paymentRequest(tx, {
          link,
          token,
          amount: payFields.amount,
          now,
          lateWindowMs: deps.config.latePaymentWindowMs,
        });

  const row = await deps.db.transaction(async (tx) => {
    let created: PaymentRow;
    if (!requests.requestNeedsLinkRow || options.settledByX402) {
      // Built from the link's fields alone: the link is inserted whole, in one statement.
      const request = await paymentRequest(tx);
      [created] = (await tx
        .insert(payments)
        .values({
          ...values,
          recipientAddress: link.recipientAddress,
          payAmount: request.payAmount,
          paymentUrl: request.url,
        })
        .returning()) as [PaymentRow];
    } else {
      // The payment URL (and a derived Bitcoin address) comes once the row exists (on EVM its unique amount refers to it).
      await tx.insert(payments).values({ ...values, recipientAddress: link.recipientAddress, paymentUrl: '' });
      if (accountKey && requests.freshRecipient)
        link.recipientAddress = await requests.freshRecipient(tx, { accountKey, paymentId: id });
      const request = await paymentRequest(tx);
      [created] = (await tx
        .update(payments)
        .set({ recipientAddress: link.recipientAddress, payAmount: request.payAmount, paymentUrl: request.url })
        .where(eq(payments.id, id))
        .returning()) as [PaymentRow];
    }
    if (payOptions?.some((o) => !o.recipientAddress)) {
      const filled = await withFreshRecipients(
        tx,
        deps.config,
        user,
        { id, network: body.network, recipientAddress: link.recipientAddress },
        payOptions,
      );
      [created] = (await tx.update(payments).set({ payOptions: filled }).where(eq(payments.id, id)).returning()) as [
        PaymentRow,
      ];
    }
    // The wallet becomes (or must already be) the merchant's: 409 for another account's or the treasury (issue 29).
    if (!options.purchase)
      await claimAddress({ db: tx, config: deps.config }, user.id, link.recipientAddress, 'walletAddress');
    for (const option of created.payOptions ?? [])
      await claimAddress({ db: tx, config: deps.config }, user.id, option.recipientAddress);
    await recordQuote(tx, created);
    await tx.insert(paymentEvents).values({
      id: newId('evt'),
      paymentId: id,
      accountId: user.id,
      type: 'payment.created',
      data: paymentEventData(created),
    });
    await options.purchase?.onCreated(tx, created);
    await options.settledByX402?.onCreated(tx, created);
    await options.onCreated?.(tx, created);
    // The debit comes last: it locks the merchant's user row, which every link creation of that merchant needs,
    // so it is held only until the commit. No credit, and the inserts above roll back with it.
    if (
      !options.purchase &&
      !options.creditWhenPaid &&
      !(await chargeApiCall(tx, options.caller ?? 'session', user.id, id))
    ) {
      await changeCredits(tx, { accountId: user.id, delta: -1, reason: 'payment_link', referenceId: id });
    }
    return created;
  });
  const payment = toPaymentDto(row);
  return {
    payment,
    recipientWallet: link.recipientAddress,
    // The QR a merchant shares is the checkout page's; rendered only when the answer is serialised.
    get checkoutQrCodeData() {
      return qrCodeData(payment.checkoutUrl);
    },
  };
}
