import type { Db } from '../../../db/client';

/** What payers see of a merchant: the business name, the logo's URL and the accent colour (null: the default look). */
export interface MerchantBrand {
  name: string;
  logoUrl: string | null;
  accentColor: string | null;
}

/** Reads a merchant account's brand, as payers see it (accounts own it; payments sit below accounts). */
export type MerchantBrandReader = (db: Db, accountId: string) => Promise<MerchantBrand | null>;

let reader: MerchantBrandReader | undefined;

/** Called once at start with accounts' reader, so the public payment and the receipt show their merchant without reaching their table. */
export function registerMerchantBrands(read: MerchantBrandReader): void {
  reader = read;
}

/** The merchant's brand, through the reader accounts registered; none registered is a wiring bug: it throws. */
export function merchantBrandOf(db: Db, accountId: string): Promise<MerchantBrand | null> {
  if (!reader) throw new Error('no merchant brand reader registered (createDeps registers accounts/account-brand)');
  return reader(db, accountId);
}

/** The merchant's name alone (what a signed receipt states). */
export async function merchantNameOf(db: Db, accountId: string): Promise<string | null> {
  return (await merchantBrandOf(db, accountId))?.name ?? null;
}
