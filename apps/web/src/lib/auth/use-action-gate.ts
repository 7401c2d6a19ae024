import type { AccountAction } from '@paylink/shared';
import { actionDeniedReason } from './action-gate';
import { useAuth } from './use-auth';

export interface ActionGate {
  allowed: boolean;
  /** Why the button is disabled (its tooltip), or undefined when the role allows the action. */
  reason: string | undefined;
}

/** Whether the session's role allows an action, and if not, the tooltip of the disabled button. The server still enforces. */
export function useActionGate(action: AccountAction): ActionGate {
  const { account, can } = useAuth();
  const allowed = can(action);
  return { allowed, reason: allowed ? undefined : actionDeniedReason(account?.role ?? null, action) };
}
