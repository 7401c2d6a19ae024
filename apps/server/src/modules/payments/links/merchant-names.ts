import type { Db } from '../../../db/client';

/** Reads a merchant account's name, as payers see it (accounts own it; payments sit below accounts). */
export type MerchantNameReader = (db: Db, accountId: string) => Promise<string | null>;

let reader: MerchantNameReader | undefined;

/** Called once at start with accounts' reader, so the public payment names its merchant without reaching their table. */
export function registerMerchantNames(read: MerchantNameReader): void {
  reader = read;
}

/** The merchant's name, through the reader accounts registered; none registered is a wiring bug: it throws. */
export function merchantNameOf(db: Db, accountId: string): Promise<string | null> {
  if (!reader) throw new Error('no merchant name reader registered (createDeps registers accounts/account-name)');
  return reader(db, accountId);
}
