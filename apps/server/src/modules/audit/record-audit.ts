import type { Db } from '../../db/client';
import { adminAuditLog } from './schema';

export type AuditAction =
  | 'user.create'
  | 'user.update'
  | 'user.delete'
  | 'user.promote'
  | 'credits.adjust'
  | 'plan.create'
  | 'plan.update'
  | 'plan.delete'
  | 'pricing.create'
  | 'pricing.update'
  | 'pricing.delete';

export interface AuditInput {
  /** The acting admin; null when the system acts (ADMIN_EMAIL, the admin command). */
  admin: { id: string; email: string } | null;
  action: AuditAction;
  targetType: 'user' | 'plan' | 'pricing';
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one audit row in the caller's transaction, so the row exists exactly when the change does. Returns its id. */
export async function recordAudit(tx: Db, input: AuditInput): Promise<number> {
  const [row] = await tx
    .insert(adminAuditLog)
    .values({
      adminId: input.admin?.id ?? null,
      adminEmail: input.admin?.email ?? null,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      before: input.before ?? null,
      after: input.after ?? null,
    })
    .returning({ id: adminAuditLog.id });
  return row!.id;
}

/** The credit-ledger reference of an admin change: the admin's id and the audit row that explains it (unique per change). */
export function adminLedgerReference(adminId: string | null, auditId: number): string {
  return `${adminId ?? 'system'}:audit-${auditId}`;
}
