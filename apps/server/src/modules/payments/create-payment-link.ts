import { randomBytes } from 'node:crypto';
import { base58Encode, formatAmount, parseAmount, PAYMENT_EXPIRY_DEFAULT_S, type createPaymentLinkSchema } from '@paylink/shared';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { paymentEvents, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { changeCredits, type CreditReason } from '../credits/change-credits';
import { toPaymentDto } from './payment-dto';
import { solanaPayUrl } from './solana-pay-url';
import { resolveToken } from './supported-tokens';
import { paymentEventData } from './payment-event-data';

export type CreatePaymentLinkBody = z.output<typeof createPaymentLinkSchema>;

/**
 * Creates a payment link for a merchant: spends exactly one credit in the same transaction as the insert
 * (no credit, no link), gives it a fresh Solana Pay reference key and URL, and records payment.created.
 * Through an API key the same credit is booked as the call's `api_call` (one credit in total, not two).
 */
export async function createPaymentLink(
  deps: Deps,
  user: { id: string; walletAddress: string | null },
  body: CreatePaymentLinkBody,
  creditReason: Extract<CreditReason, 'payment_link' | 'api_call'> = 'payment_link',
) {
  const token = resolveToken(deps.config.usdcMint, body.network, body.currency);
  const parsed = parseAmount(body.amount, token.decimals);
  if (!parsed.ok) throw new AppError('VALIDATION_ERROR', `${parsed.reason} for ${token.symbol}`, 400);
  const recipient = body.walletAddress || user.walletAddress;
  if (!recipient) throw new AppError('WALLET_REQUIRED', 'Please set a Solana wallet address in Settings', 400);
  if (body.webhookUrl && !body.webhookUrl.startsWith('https://') && !(deps.config.allowInsecureWebhooks && body.webhookUrl.startsWith('http://'))) {
    throw new AppError('VALIDATION_ERROR', 'Webhook URL must use https', 400);
  }

  const id = newId('pay');
  const reference = base58Encode(randomBytes(32));
  const url = solanaPayUrl({
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
        mint: token.mint ?? null,
        recipientAddress: recipient,
        reference,
        merchantReference: body.reference || null,
        solanaPayUrl: url,
        webhookUrl: body.webhookUrl || null,
        metadata: body.metadata ?? null,
        expiresAt: new Date(now.getTime() + (body.expiresIn ?? PAYMENT_EXPIRY_DEFAULT_S) * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(paymentEvents).values({ id: newId('evt'), paymentId: id, userId: user.id, type: 'payment.created', data: paymentEventData(inserted!) });
    // The debit comes last: it locks the merchant's user row, which every link creation of that merchant needs,
    // so it is held only until the commit. No credit, and the inserts above roll back with it.
    await changeCredits(tx, { userId: user.id, delta: -1, reason: creditReason, referenceId: id });
    return inserted!;
  });
  return { payment: toPaymentDto(row), recipientWallet: recipient };
}

