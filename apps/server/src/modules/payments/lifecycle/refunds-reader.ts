import type { Db } from '../../../db/client';
import type { OwedRefund } from './amount-owed';

/** Reads a link's refunds as far as owing and the refund cap go (refunds owns them; payments only reads them). */
export type RefundsReader = (db: Db, paymentId: string) => Promise<OwedRefund[]>;

let reader: RefundsReader | undefined;

/**
 * Called once at start by the refunds module, so payments never reach the refunds table: what a link owes is derived
 * from its transfers and its refunds inside payments' transition transaction, and refunds sit above payments.
 */
export function registerRefundsReader(read: RefundsReader): void {
  reader = read;
}

/** The link's refunds, through the reader refunds registered; none registered is a wiring bug: it throws. */
export function refundsOf(db: Db, paymentId: string): Promise<OwedRefund[]> {
  if (!reader) throw new Error('no refunds reader registered (createDeps registers refunds/owed-refunds-of)');
  return reader(db, paymentId);
}
