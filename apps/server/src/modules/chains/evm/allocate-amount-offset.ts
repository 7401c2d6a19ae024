import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../lib/query-rows';
import { AppError } from '../../../lib/app-error';
import { evmAmountOffsets } from './schema';

/** Offsets run from 1 to this many steps: below 0.01 USDC (1 step = 0.000001), and at most 9,999 gwei of ETH. */
export const MAX_OFFSET_STEPS = 9999;
const STEP: Record<string, bigint> = { USDC: 1n, ETH: 1_000_000_000n };
/** Random tries before the full scan for a free slot (random first, so concurrent links rarely contend). */
const RANDOM_TRIES = 8;

export class AmountOffsetError extends Error {}

/**
 * Gives a new EVM link the amount the customer must send: its price plus an offset that no other open link to
 * the same recipient in the same asset uses. Runs in the link's transaction: the unique index makes two
 * concurrent links for one recipient wait on each other and take different slots (ON CONFLICT DO NOTHING waits
 * for the other insert to commit or roll back). Returns the pay amount in base units; never below the price.
 */
export async function allocateAmountOffset(
  tx: Db,
  link: { paymentId: string; network: string; currency: string; asset: string; recipient: string; amount: bigint },
): Promise<bigint> {
  const step = STEP[link.currency];
  if (step === undefined) throw new AmountOffsetError(`no offset step for ${link.currency}`);
  const base = { paymentId: link.paymentId, network: link.network, asset: link.asset.toLowerCase(), recipient: link.recipient.toLowerCase() };
  const take = async (offset: number) => {
    const rows = await tx.insert(evmAmountOffsets).values({ ...base, offset }).onConflictDoNothing().returning({ offset: evmAmountOffsets.offset });
    return rows.length > 0;
  };
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const offset = randomInt(1, MAX_OFFSET_STEPS + 1);
    if (await take(offset)) return link.amount + BigInt(offset) * step;
  }
  // Crowded: ask which slots are free now, and take the first one nobody took meanwhile.
  const free = await queryRows<{ offset: number }>(tx, sql`
    select n as offset from generate_series(1, ${MAX_OFFSET_STEPS}) as n
    except
    select offset_steps from ${evmAmountOffsets}
    where network = ${base.network} and asset = ${base.asset} and recipient = ${base.recipient}
    limit 50`);
  for (const { offset } of free) {
    if (await take(Number(offset))) return link.amount + BigInt(offset) * step;
  }
  throw new AppError('CONFLICT', `This wallet has ${MAX_OFFSET_STEPS} open ${link.currency} links on ${link.network}; wait for some to end`, 409);
}
