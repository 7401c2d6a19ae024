import { and, count, desc, eq } from 'drizzle-orm';
import type { MisdirectedStatus } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { toMisdirectedDto, type NetworkNames } from './misdirected-dto';
import { misdirectedTransfers } from './schema';

/** The merchant's payments sent on the wrong network with a status (newest first), and how many wait for them. */
export async function listMisdirectedTransfers(
  db: Db,
  accountId: string,
  query: { status: MisdirectedStatus; limit: number },
  names: NetworkNames,
) {
  const mine = eq(misdirectedTransfers.accountId, accountId);
  const [rows, [open]] = await Promise.all([
    db
      .select({ row: misdirectedTransfers, linkNetwork: payments.network })
      .from(misdirectedTransfers)
      .innerJoin(payments, eq(payments.id, misdirectedTransfers.paymentId))
      .where(and(mine, eq(misdirectedTransfers.status, query.status)))
      .orderBy(desc(misdirectedTransfers.createdAt))
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(misdirectedTransfers)
      .where(and(mine, eq(misdirectedTransfers.status, 'open'))),
  ]);
  return { transfers: rows.map((r) => toMisdirectedDto(r.row, r.linkNetwork, names)), openCount: open?.n ?? 0 };
}
