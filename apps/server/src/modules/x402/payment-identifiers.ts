import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentPayload, SettleResponse } from '@x402/core/types';
import { extractAndValidatePaymentIdentifier } from '@x402/extensions/payment-identifier';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { x402PaymentOf } from './authorization-claims';
import { x402PaymentIdentifiers } from './schema';

/** What a payment identifier already stands for: the first settlement, or an attempt still in flight (maybe pending on chain). */
export type EarlierAttempt = { settled: SettleResponse } | { inFlight: SettleResponse | null };

/** The `payment-identifier` id a v2 payment carries (null without one); a malformed one is a 400. */
export function paymentIdentifierOf(payload: PaymentPayload): string | null {
  if (payload.x402Version !== 2) return null;
  const { id, validation } = extractAndValidatePaymentIdentifier(payload);
  if (!validation.valid)
    throw new AppError('VALIDATION_ERROR', `payment-identifier: ${validation.errors?.join('; ') ?? 'invalid'}`, 400);
  return id;
}

/**
 * Claims `identifier` for one payment of the link, before anything is settled: null when it is new (this attempt
 * settles), else what the earlier attempt with the same id came to. An attempt left pending on chain is settled once
 * the recovery job or the watcher recorded its transfer: its settlement is then completed from the authorization.
 */
export async function claimPaymentIdentifier(
  db: Db,
  key: { paymentId: string; identifier: string },
  network: string,
): Promise<EarlierAttempt | null> {
  const inserted = await db
    .insert(x402PaymentIdentifiers)
    .values(key)
    .onConflictDoNothing()
    .returning({ identifier: x402PaymentIdentifiers.identifier });
  if (inserted.length === 1) return null;
  const [row] = await db
    .select()
    .from(x402PaymentIdentifiers)
    .where(
      and(eq(x402PaymentIdentifiers.paymentId, key.paymentId), eq(x402PaymentIdentifiers.identifier, key.identifier)),
    );
  if (row?.settlement?.success) return { settled: row.settlement };
  const recorded = await x402PaymentOf(db, key.paymentId);
  if (!recorded?.txHash) return { inFlight: row?.settlement ?? null };
  // The pending answer named the payer as the client sent it; the claim keeps it lower-cased.
  const pending = row?.settlement;
  const settled: SettleResponse = {
    success: true,
    transaction: recorded.txHash,
    network: pending?.network ?? (network as SettleResponse['network']),
    payer: pending?.payer ?? recorded.payer,
  };
  await settlePaymentIdentifier(db, key, settled);
  return { settled };
}

/** Keeps what the attempt came to: the settlement (a retry gets it back) or `settlement_pending` with its transaction. */
export async function settlePaymentIdentifier(
  db: Db,
  key: { paymentId: string; identifier: string },
  settlement: SettleResponse,
): Promise<void> {
  await db
    .update(x402PaymentIdentifiers)
    .set({ settlement })
    .where(
      and(eq(x402PaymentIdentifiers.paymentId, key.paymentId), eq(x402PaymentIdentifiers.identifier, key.identifier)),
    );
}

/** Gives the id back when its attempt was refused before anything reached the chain: the client may retry with it. */
export async function releasePaymentIdentifier(db: Db, key: { paymentId: string; identifier: string }): Promise<void> {
  await db
    .delete(x402PaymentIdentifiers)
    .where(
      and(
        eq(x402PaymentIdentifiers.paymentId, key.paymentId),
        eq(x402PaymentIdentifiers.identifier, key.identifier),
        isNull(x402PaymentIdentifiers.settlement),
      ),
    );
}
