import {
  ACCOUNT_ACTION_LABELS,
  ACCOUNT_ROLES,
  roleAllows,
  type AccountAction,
  type AccountRole,
} from '@paylink/shared';

function rolesAllowing(action: AccountAction): string {
  const roles = ACCOUNT_ROLES.filter((role) => roleAllows(role, action));
  if (roles.length === 1) return `the ${roles[0]}`;
  return `an ${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
}

/**
 * Why a role cannot use a button, for its tooltip: the action in the role table's words and who can
 * ("As a viewer you cannot change payout wallets and prove wallet ownership; ask an owner or admin.").
 */
export function actionDeniedReason(role: AccountRole | null, action: AccountAction): string {
  const what = ACCOUNT_ACTION_LABELS[action];
  const lowered = what.charAt(0).toLowerCase() + what.slice(1);
  const who = role ? `As ${role === 'admin' ? 'an' : 'a'} ${role} you` : 'You';
  return `${who} cannot ${lowered}; ask ${rolesAllowing(action)}.`;
}
