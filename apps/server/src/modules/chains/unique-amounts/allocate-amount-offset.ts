import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../lib/query-rows';
import { AppError } from '../../../lib/app-error';
import { uniqueAmounts } from './schema';

/**
 * Offsets run from 1 to this many steps: below 0.01 of a 6-decimal token (USDC, USDT, EURC, PYUSD: 1 step =
 * 0.000001, its 6th and last decimal).
 */
export const MAX_OFFSET_STEPS = 9999;
/** The decimals a wallet shows for a coin of more (ETH, POL: 18): an offset never adds digits past them. */
const WALLET_DECIMALS = 8;
/**
 * One step is the last decimal a wallet shows: a base unit, or 1e-8 of a coin of more than 8 decimals, so an offset
 * changes only the last significant digits of what the customer sends (ETH 0.01 → 0.01000437, not 0.010004370000000001).
 */
const offsetStep = (decimals: number): bigint =>
  decimals > WALLET_DECIMALS ? 10n ** BigInt(decimals - WALLET_DECIMALS) : 1n;
/**
 * Bitcoin (unique amounts when a merchant gave no account key) offsets by at most 999 satoshis, cents at 60,000 USD;
 * an 18-decimal gas coin by at most 999 steps of 0.00000001 (under 0.00001 ETH).
 */
const maxOffsetSteps = (currency: string, decimals: number): number =>
  currency === 'BTC' || decimals > WALLET_DECIMALS ? 999 : MAX_OFFSET_STEPS;
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
  link: {
    paymentId: string;
    network: string;
    currency: string;
    decimals: number;
    asset: string;
    recipient: string;
    amount: bigint;
    lateWindowMs: number;
    now: Date;
  },
): Promise<bigint> {
  const step = offsetStep(link.decimals);
  const maxSteps = maxOffsetSteps(link.currency, link.decimals);
  const base = {
    paymentId: link.paymentId,
    network: link.network,
    asset: offsetAsset(link.asset),
    recipient: link.recipient.toLowerCase(),
  };
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
    const rows = await tx
      .insert(uniqueAmounts)
      .values({ ...base, payAmount })
      .onConflictDoNothing()
      .returning({ payAmount: uniqueAmounts.payAmount });
    return rows.length > 0 ? payAmount : null;
  };
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const taken = await take(randomInt(1, maxSteps + 1));
    if (taken !== null) return taken;
  }
  // Crowded: ask which offsets give an amount nobody holds now, and take the first one nobody took meanwhile.
  const free = await queryRows<{ offset: number }>(
    tx,
    sql`
    select n as offset from generate_series(1, ${maxSteps}) as n
    where ${link.amount.toString()}::numeric + n * ${step.toString()}::numeric not in (
      select pay_amount from ${uniqueAmounts}
      where network = ${base.network} and asset = ${base.asset} and recipient = ${base.recipient})
    limit 50`,
  );
  for (const { offset } of free) {
    const taken = await take(Number(offset));
    if (taken !== null) return taken;
  }
  throw new AppError(
    'CONFLICT',
    `This wallet has too many open ${link.currency} links on ${link.network} near this amount; wait for some to end`,
    409,
  );
}
