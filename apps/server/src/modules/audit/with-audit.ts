import type { Db } from '../../db/client';
import { recordAudit, type AuditInput } from './record-audit';

/** Appends the action's audit row (the acting admin is already bound) and answers its id, for ledger rows that cite it. */
export type Audit = (entry: Omit<AuditInput, 'admin'>) => Promise<number>;

/**
 * The one way an admin action runs: `work` makes the change and describes it through `audit`, in one transaction,
 * so the audit row exists exactly when the change does (both commit, or neither). An action that records no row is
 * refused and rolled back: nothing an admin changes goes unaudited.
 */
export function withAudit<T>(
  db: Db,
  admin: AuditInput['admin'],
  work: (tx: Db, audit: Audit) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    let recorded = 0;
    const result = await work(tx, (entry) => {
      recorded += 1;
      return recordAudit(tx, { admin, ...entry });
    });
    if (recorded === 0) throw new Error('An admin action must record its audit row');
    return result;
  });
}
