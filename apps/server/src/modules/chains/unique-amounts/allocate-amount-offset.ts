import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../lib/query-rows';
import { AppError } from '../../../lib/app-error';
import { uniqueAmounts } from './schema';

/**
 * Offsets run from 1 to this many steps: below 0.01 of a 6-decimal token (USDC, USDT, EURC, PYUSD: 1 step =
 * 0.000001), and at most 9,999 gwei of an 18-decimal gas coin (ETH, POL).
 */
export const MAX_OFFSET_STEPS = 9999;
/** One step: a base unit, or a gwei (1e9 base units) for a coin of more than 9 decimals. */
const offsetStep = (decimals: number): bigint => (decimals > 9 ? 10n ** BigInt(decimals - 9) : 1n);
/** Bitcoin (unique amounts when a merchant gave no account key) offsets by at most 999 satoshis, cents at 60,000 USD. */
const MAX_STEPS: Record<string, number> = { BTC: 999 };
/** Random tries before the full scan for a free slot (random first, so concurrent links rarely contend). */
const RANDOM_TRIES = 8;
/**
 * Added to the late window before a released amount is given out again: well above the confirmation time of either
 * network at its depth (12 blocks of 12 s on Ethereum, 10 of 2 s on Base) plus a watcher catching up after an outage.
 */
export const CONFIRMATION_ALLOWANCE_MS = 60 * 60 * 1000;

/** The asset key of an amount: the token contract in lower case, or the native coin's symbol in lower case. */
export const offsetAsset = (asset: string): string => asset.toLowerCase();

/**
 * Gives a link (or a new quote of it) the amount the customer must send: its price plus an offset, such that no other
 * amount held for the same recipient in the same asset is equal, whoever's price it came from. Amounts of ended links released more
 * than the late window plus CONFIRMATION_ALLOWANCE_MS ago are reclaimed first; younger ones stay quarantined, so a
 * late or slowly confirmed payment of an old amount can only ever find its own link. Runs in the link's transaction:
 * the primary key on the pay amount makes concurrent links wait on each other and take different amounts (ON
 * CONFLICT DO NOTHING waits for the other insert to commit or roll back). Returns the pay amount in base units.
 */
export async function allocateAmountOffset(
  tx: Db,
  link: { paymentId: string; network: string; currency: string; decimals: number; asset: string; recipient: string; amount: bigint; lateWindowMs: number; now: Date },
): Promise<bigint> {
  const step = offsetStep(link.decimals);
  const maxSteps = MAX_STEPS[link.currency] ?? MAX_OFFSET_STEPS;
  const base = { paymentId: link.paymentId, network: link.network, asset: offsetAsset(link.asset), recipient: link.recipient.toLowerCase() };
  const reusableFrom = new Date(link.now.getTime() - link.lateWindowMs - CONFIRMATION_ALLOWANCE_MS);
  // Only amounts of links that hold none any more: an open link's earlier quotes stay its own until it ends.
  await tx.execute(sql`
    delete from ${uniqueAmounts}
    where network = ${base.network} and asset = ${base.asset} and recipient = ${base.recipient}
      and released_at < ${reusableFrom.toISOString()}::timestamptz
      and payment_id not in (
        select payment_id from ${uniqueAmounts}
        where network = ${base.network} and asset = ${base.asset} and recipient = ${base.recipient} and released_at is null)`);
  const take = async (offset: number) => {
    const payAmount = link.amount + BigInt(offset) * step;
    const rows = await tx.insert(uniqueAmounts).values({ ...base, payAmount }).onConflictDoNothing().returning({ payAmount: uniqueAmounts.payAmount });
    return rows.length > 0 ? payAmount : null;
  };
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const taken = await take(randomInt(1, maxSteps + 1));
    if (taken !== null) return taken;
  }
  // Crowded: ask which offsets give an amount nobody holds now, and take the first one nobody took meanwhile.
  const free = await queryRows<{ offset: number }>(tx, sql`
    select n as offset from generate_series(1, ${maxSteps}) as n
    where ${link.amount.toString()}::numeric + n * ${step.toString()}::numeric not in (
      select pay_amount from ${uniqueAmounts}
      where network = ${base.network} and asset = ${base.asset} and recipient = ${base.recipient})
    limit 50`);
  for (const { offset } of free) {
    const taken = await take(Number(offset));
    if (taken !== null) return taken;
  }
  throw new AppError('CONFLICT', `This wallet has too many open ${link.currency} links on ${link.network} near this amount; wait for some to end`, 409);
}
