import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { base58Encode, isFiatCurrency, type PayoutBatch } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { quotePrice } from '../pricing/quote-price';
import { applyPayoutTransition } from './apply-payout-transition';
import { payoutBatchDto } from './payout-batch-dto';
import { payoutBatchesOn, payoutConnections } from './payout-kinds';
import { payoutToken } from './payout-rails';
import { payoutBatches, payouts, type PayoutRow } from './schema';

const QUOTE_TTL_MS = 15 * 60 * 1000;

/** The token amount a payout pays: its own for a token payout; for USD/EUR, at the price now (the locked quote). */
async function lockedAmount(deps: Deps, row: PayoutRow, network: string, now: Date) {
  if (!isFiatCurrency(row.currency)) return { payAmount: row.amount };
  const token = payoutToken(deps.config, row.payCurrency, network);
  const quote = await quotePrice(deps.prices, {
    priceCents: row.amount,
    fiat: row.currency,
    token,
    now,
    ttlMs: QUOTE_TTL_MS,
  });
  return { payAmount: quote.payAmount, rate: quote.rate, rateSource: quote.source, quotedAt: quote.quotedAt };
}

/**
 * A batch of READY (or FAILED) payouts of one network, each taken by a conditional update into IN_BATCH, all in
 * one transaction: a payout already in another batch, paid, canceled or awaiting its address refuses the whole batch
 * (409), so no payout is ever in two batches or twice in one. USD/EUR payouts get their token amount at the price now.
 * Two payouts to one address and token are refused (400): one transfer could not tell them apart.
 */
export async function createPayoutBatch(
  deps: Deps,
  accountId: string,
  body: { network: string; payoutIds: string[] },
  now = new Date(),
): Promise<PayoutBatch> {
  const batches = payoutBatchesOn(payoutConnections(deps), body.network);
  const rows = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.accountId, accountId), inArray(payouts.id, body.payoutIds)));
  if (rows.length !== body.payoutIds.length) throw new AppError('NOT_FOUND', 'Payout not found', 404);
  const other = rows.find((r) => r.network !== body.network && r.network !== null);
  if (other)
    throw new AppError(
      'VALIDATION_ERROR',
      `Payout ${other.id} is paid on ${other.network}, not ${body.network}: a batch is one network`,
      400,
    );
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.address}:${r.payCurrency}`;
    if (r.address && seen.has(key))
      throw new AppError(
        'VALIDATION_ERROR',
        `Two payouts of ${r.payCurrency} to ${r.address} in one batch: put them in separate batches`,
        400,
      );
    seen.add(key);
  }
  const fromBlock = batches.startBlock ? await batches.startBlock() : null;
  const amounts = new Map<string, Awaited<ReturnType<typeof lockedAmount>>>();
  for (const r of rows) if (r.address) amounts.set(r.id, await lockedAmount(deps, r, body.network, now));

  const batchId = await deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        id: newId('pob'),
        accountId,
        network: body.network,
        reference: base58Encode(randomBytes(32)),
        fromBlock,
        createdAt: now,
      })
      .returning();
    for (const r of rows) {
      const moved = r.address
        ? await applyPayoutTransition({ db: tx, config: deps.config }, { id: r.id, accountId }, 'batched', {
            batchId: batch!.id,
            ...amounts.get(r.id),
          })
        : null;
      if (!moved)
        throw new AppError(
          'CONFLICT',
          `Payout ${r.id} is ${r.status}: only READY or FAILED payouts can be batched`,
          409,
        );
    }
    return batch!.id;
  });
  return payoutBatchDto(deps, accountId, batchId);
}
