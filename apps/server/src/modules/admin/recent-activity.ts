import { formatAmount, type RecentActivity } from '@paylink/shared';
import type { Db } from '../../db/client';
import { latestSignups } from '../accounts/account-activity';
import { userEmails } from '../accounts/user-emails';
import { latestAuditEntries } from '../audit/latest-audit-entries';
import { latestPurchases } from '../billing/latest-purchases';
import { latestLinks } from '../payments/links/payment-activity';
import { publicStatus, tokenDecimals } from '../payments/links/payment-dto';

const LATEST = 10;

/** The latest signups, merchants' payment links, completed credit purchases and admin credit adjustments (10 of each, newest first). */
export async function recentActivity(db: Db): Promise<RecentActivity> {
  const [signups, links, purchased, adjustments] = await Promise.all([
    latestSignups(db, LATEST),
    latestLinks(db, LATEST),
    latestPurchases(db, LATEST),
    latestAuditEntries(db, 'credits.adjust', LATEST),
  ]);
  // An account's id is its first owner's (every account starts as someone's own), whose email names it here.
  const emails = await userEmails(db, [
    ...new Set([...links, ...purchased].flatMap((row) => (row.accountId ? [row.accountId] : []))),
  ]);
  // A purchase of an account deleted since has nobody to show (as the join with users left it out before).
  const purchases = purchased.filter((p) => emails.has(p.accountId));
  return {
    signups: signups.map((s) => ({
      ...s,
      status: s.status as RecentActivity['signups'][number]['status'],
      createdAt: s.createdAt.toISOString(),
    })),
    links: links.map(({ accountId, ...l }) => ({
      ...l,
      merchantEmail: (accountId && emails.get(accountId)) ?? null,
      status: publicStatus(l.status),
      amount: formatAmount(l.amount, tokenDecimals(l.currency)),
      createdAt: l.createdAt.toISOString(),
    })),
    purchases: purchases.map((p) => ({
      userId: p.accountId,
      email: emails.get(p.accountId)!,
      what: p.displayName,
      credits: p.credits,
      amount: formatAmount(p.amountCents, 2),
      method: p.method,
      createdAt: p.at.toISOString(),
    })),
    adjustments: adjustments.map((a) => {
      const after = a.after as { adjustment: number; reason: string };
      return {
        adminEmail: a.adminEmail,
        userId: a.targetId,
        adjustment: after.adjustment,
        reason: after.reason,
        createdAt: a.createdAt.toISOString(),
      };
    }),
  };
}
