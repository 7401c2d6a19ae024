import { and, eq, type SQL } from 'drizzle-orm';
import { payments } from '../schema';

/**
 * The one filter for "the merchant's payment links": a merchant's own credit purchases are payments too, but
 * never appear in the merchant's lists, stats, exports, API or webhooks. Every such query goes through here.
 */
export function merchantLinks(accountId?: string): SQL {
  const isLink = eq(payments.purpose, 'link');
  return accountId === undefined ? isLink : and(eq(payments.accountId, accountId), isLink)!;
}
