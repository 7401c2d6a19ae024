import { desc, eq } from 'drizzle-orm';
import { formatAmount, type RecentActivity } from '@paylink/shared';
import type { Db } from '../../db/client';
import { creditLedger } from '../credits/schema';
import { payments } from '../payments/schema';
import { users } from '../accounts/schema';
import { tokenDecimals } from '../payments/payment-dto';
import { adminAuditLog } from '../audit/schema';

const LATEST = 10;

/** The latest signups, payment links, credit purchases and admin credit adjustments (10 of each, newest first). */
export async function recentActivity(db: Db): Promise<RecentActivity> {
  const [signups, links, purchases, adjustments] = await Promise.all([
    db
      .select({ id: users.id, email: users.email, status: users.status, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt))
      .limit(LATEST),
    db
      .select({
        id: payments.id,
        label: payments.label,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        merchantEmail: users.email,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .orderBy(desc(payments.createdAt))
      .limit(LATEST),
    db
      .select({ userId: creditLedger.userId, email: users.email, credits: creditLedger.delta, createdAt: creditLedger.createdAt })
      .from(creditLedger)
      .innerJoin(users, eq(users.id, creditLedger.userId))
      .where(eq(creditLedger.reason, 'purchase'))
      .orderBy(desc(creditLedger.createdAt))
      .limit(LATEST),
    db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'credits.adjust'))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(LATEST),
  ]);
  return {
    signups: signups.map((s) => ({ ...s, status: s.status as RecentActivity['signups'][number]['status'], createdAt: s.createdAt.toISOString() })),
    links: links.map((l) => ({ ...l, amount: formatAmount(l.amount, tokenDecimals(l.currency)), createdAt: l.createdAt.toISOString() })),
    purchases: purchases.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    adjustments: adjustments.map((a) => {
      const after = a.after as { adjustment: number; reason: string };
      return { adminEmail: a.adminEmail, userId: a.targetId, adjustment: after.adjustment, reason: after.reason, createdAt: a.createdAt.toISOString() };
    }),
  };
}
