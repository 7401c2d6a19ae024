import type { AccountRole } from './constants';

/**
 * What a member of a merchant account may do (issue 34): the one role table. The server checks every account-scoped
 * route's action against it before validating the request; the web app hides or disables what a role cannot use.
 */
export const ACCOUNT_ACTIONS = [
  'read',
  'export',
  'payments:create',
  'subscriptions:write',
  'api-keys:write',
  'webhooks:write',
  'inbox:write',
  'refunds:create',
  'wallets:write',
  'settings:write',
  'billing:purchase',
  'team:manage',
  'team:transfer',
  'pos:sell',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** What each action covers, for the role matrix in docs/security.md. */
export const ACCOUNT_ACTION_LABELS: Record<AccountAction, string> = {
  read: 'See payments, links, refunds, the inbox, wallets, webhooks (not their signing secret), credits, keys and the team',
  export: 'Export payments as CSV',
  'payments:create': 'Create payment links (dashboard, API, x402)',
  'subscriptions:write': 'Create, change or delete subscription plans; cancel a subscription or resend its link',
  'api-keys:write': 'Generate or revoke the API key',
  'webhooks:write': 'Set, test, rotate, resume and resend webhooks (and see the signing secret)',
  'inbox:write': 'Assign, dismiss or restore unmatched transfers',
  'refunds:create': 'Create refunds, refund claim links and payouts (and their batches)',
  'wallets:write': 'Change payout wallets and prove wallet ownership',
  'settings:write':
    "Change the account's name and brand (logo, accent colour), default pay options and when links complete",
  'billing:purchase': 'Buy credits, upgrade or cancel the plan',
  'team:manage': 'Invite, change roles, remove members, see the activity',
  'team:transfer': 'Transfer ownership',
  'pos:sell': "Open the point of sale, charge sales there (one credit each) and see today's sales at the POS",
};

const DEVELOPER: readonly AccountAction[] = [
  'read',
  'export',
  'payments:create',
  'subscriptions:write',
  'api-keys:write',
  'webhooks:write',
  'pos:sell',
];

export const ROLE_ACTIONS: Record<AccountRole, readonly AccountAction[]> = {
  owner: ACCOUNT_ACTIONS,
  admin: ACCOUNT_ACTIONS.filter((a) => a !== 'team:transfer'),
  developer: DEVELOPER,
  viewer: ['read', 'export'],
  // A POS device (issue 55): sells at the counter and sees today's POS sales, nothing else of the account.
  cashier: ['pos:sell'],
};

export function roleAllows(role: AccountRole, action: AccountAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/**
 * True when `role` may do nothing `than` may not (owner > admin > developer > viewer, and developer > cashier): what
 * an invitation or an API key may be given. A cashier and a viewer are not ranked: each may do what the other may not.
 */
export function roleAtOrBelow(role: AccountRole, than: AccountRole): boolean {
  return ROLE_ACTIONS[role].every((action) => roleAllows(than, action));
}
