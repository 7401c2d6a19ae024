import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { base58Encode, formatAmount, isEvmNetwork, parseAmount, PAYMENT_EXPIRY_DEFAULT_S, type createPaymentLinkSchema } from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { paymentEvents, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { changeCredits, type CreditReason } from '../credits/change-credits';
import { assertWebhookUrlScheme } from '../webhooks/webhook-url-rule';
import type { Db } from '../../db/client';
import { allocateAmountOffset } from '../chains/evm/allocate-amount-offset';
import { checksumAddress } from '../chains/evm/checksum-address';
import { evmPaymentUrl } from '../chains/evm/evm-payment-url';
import { toPaymentDto, type PaymentRow } from './payment-dto';
import { solanaPayUrl } from './solana-pay-url';
import { resolveToken } from './supported-tokens';
import { paymentEventData } from './payment-event-data';

export type CreatePaymentLinkBody = z.output<typeof createPaymentLinkSchema>;

/** A link a merchant pays to the platform to buy credits: it costs no credit and stays out of merchant lists. */
export interface CreditPurchaseLink {
  purpose: 'credit_purchase';
  /** Runs in the link's transaction (records the purchase the link pays for). */
  onCreated: (tx: Db, payment: PaymentRow) => Promise<void>;
}

/**
 * Creates a payment link for a merchant: spends exactly one credit in the same transaction as the insert
 * (no credit, no link; a credit purchase link costs none), gives it a fresh reference key and its payment URL
 * (Solana Pay; on EVM networks EIP-681 for the price plus the link's unique offset), and records payment.created. Through an API key the same credit is booked as the call's `api_call` (one credit in
 * total, not two).
 */
export async function createPaymentLink(
  deps: Deps,
  user: { id: string; walletAddress: string | null; ethAddress?: string | null },
  body: CreatePaymentLinkBody,
  options: { creditReason?: Extract<CreditReason, 'payment_link' | 'api_call'>; purchase?: CreditPurchaseLink } = {},
) {
  const token = resolveToken(deps.config, body.network, body.currency);
  const parsed = parseAmount(body.amount, token.decimals);
  if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${token.symbol}`, 400);
  const evm = isEvmNetwork(body.network) ? deps.config.evm[body.network] : undefined;
  let recipient = body.walletAddress || (evm ? user.ethAddress : user.walletAddress);
  if (!recipient) {
    throw new AppError('WALLET_REQUIRED', evm ? 'Please set an Ethereum address in Settings' : 'Please set a Solana wallet address in Settings', 400);
  }
  if (evm) recipient = checksumAddress(recipient);
  if (body.webhookUrl) assertWebhookUrlScheme(deps.config, body.webhookUrl);

  const id = newId('pay');
  const reference = base58Encode(randomBytes(32));
  const solanaUrl = evm
    ? null
    : solanaPayUrl({
        recipient,
        amount: formatAmount(parsed.value, token.decimals),
        splToken: token.mint,
        reference,
        label: body.label,
        message: body.message,
        memo: id,
      });
  const now = new Date();

  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        id,
        userId: user.id,
        label: body.label,
        message: body.message || null,
        amount: parsed.value,
        currency: token.symbol,
        network: body.network,
        mint: token.mint ?? token.contract ?? null,
        recipientAddress: recipient,
        reference,
        merchantReference: body.reference || null,
        solanaPayUrl: solanaUrl ?? '',
        webhookUrl: body.webhookUrl || null,
        metadata: body.metadata ?? null,
        purpose: options.purchase?.purpose ?? 'link',
        expiresAt: new Date(now.getTime() + (body.expiresIn ?? PAYMENT_EXPIRY_DEFAULT_S) * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    let link = inserted!;
    if (evm) {
      // EVM transfers carry no reference: the link's unique pay amount is what identifies it.
      const payAmount = await allocateAmountOffset(tx, { paymentId: id, network: body.network, currency: token.symbol, asset: token.contract ?? token.symbol, recipient, amount: parsed.value });
      const url = evmPaymentUrl({ chainId: evm.chainId, recipient, contract: token.contract ?? null, amount: payAmount });
      const [priced] = await tx.update(payments).set({ payAmount, solanaPayUrl: url }).where(eq(payments.id, id)).returning();
      link = priced!;
    }
    await tx.insert(paymentEvents).values({ id: newId('evt'), paymentId: id, userId: user.id, type: 'payment.created', data: paymentEventData(link) });
    await options.purchase?.onCreated(tx, link);
    // The debit comes last: it locks the merchant's user row, which every link creation of that merchant needs,
    // so it is held only until the commit. No credit, and the inserts above roll back with it.
    if (!options.purchase) await changeCredits(tx, { userId: user.id, delta: -1, reason: options.creditReason ?? 'payment_link', referenceId: id });
    return link;
  });
  return { payment: toPaymentDto(row), recipientWallet: recipient };
}

