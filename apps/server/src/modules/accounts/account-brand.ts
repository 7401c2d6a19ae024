import { eq } from 'drizzle-orm';
import type { Brand } from '@paylink/shared';
import type { Db } from '../../db/client';
import { merchantAccounts, merchantLogos } from './schema';

/** The logo's public URL: named by its bytes' hash, so a new logo is a new URL and an old one may be cached forever. */
export const logoUrl = (appUrl: string, sha256: string) => `${appUrl}/api/brand-logos/${sha256}`;

/** How an account shows itself to its customers (checkout, receipt, emails); null when the account is gone. */
export async function accountBrand(db: Db, appUrl: string, accountId: string): Promise<Brand | null> {
  const [row] = await db
    .select({
      name: merchantAccounts.name,
      nameConfirmedAt: merchantAccounts.nameConfirmedAt,
      accentColor: merchantAccounts.accentColor,
      sha256: merchantLogos.sha256,
    })
    .from(merchantAccounts)
    .leftJoin(merchantLogos, eq(merchantLogos.accountId, merchantAccounts.id))
    .where(eq(merchantAccounts.id, accountId));
  if (!row) return null;
  return {
    name: row.name,
    nameConfirmed: row.nameConfirmedAt !== null,
    logoUrl: row.sha256 ? logoUrl(appUrl, row.sha256) : null,
    accentColor: row.accentColor,
  };
}
