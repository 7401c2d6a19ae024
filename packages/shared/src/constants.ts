/** Business constants from SPEC section 9. */
export const SIGNUP_CREDITS = 5;
export const CREDITS_PER_PAYMENT_LINK = 1;
export const LOW_CREDITS_THRESHOLD = 5;
export const PAYMENTS_PAGE_SIZE = 10;
export const DASHBOARD_RECENT_PAYMENTS = 5;
export const TOKEN_STORAGE_KEY = 'token';
export const AUTH_CHECK_DELAY_MS = 200;
export const REDIRECT_AFTER_VERIFY_MS = 3000;
export const TOAST_DURATION_MS = 4000;
export const LOGIN_ERROR_TOAST_MS = 6000;
export const QR_WIDTH_PX = 300;
export const QR_MARGIN = 2;
export const LABEL_MAX = 100;
export const MESSAGE_MAX = 200;
export const AMOUNT_MAX = 1_000_000;
export const COPY_INDICATOR_MS = 2000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PAYMENT_EXPIRY_DEFAULT_S = 24 * 60 * 60;
export const PAYMENT_EXPIRY_MIN_S = 5 * 60;
export const PAYMENT_EXPIRY_MAX_S = 30 * 24 * 60 * 60;
export const HOSTED_PAGE_POLL_MS = 3000;
export const HOSTED_PAGE_POLL_STOP_MS = 600_000;

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A member's role in a merchant account (issue 34): what each may do is the server's one role table. */
export const ACCOUNT_ROLES = ['owner', 'admin', 'developer', 'viewer', 'cashier'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const SUBSCRIPTION_TIERS = ['STARTER', 'GROWTH', 'ENTERPRISE'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'] as const;
/** How much of what reached a link its completed refunds paid back: some, or all of it. */
export const REFUND_STATES = ['partially_refunded', 'refunded'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How final a COMPLETED payment is: `confirmed` when it completed, `finalized` once every transfer that paid it is final. */
export const PAYMENT_FINALITIES = ['confirmed', 'finalized'] as const;
export type PaymentFinality = (typeof PAYMENT_FINALITIES)[number];

/**
 * When a merchant's links become COMPLETED (and `payment.completed` is sent): at confirmation (the default), or only
 * once every transfer that paid the link is final on its chain (the link stays PENDING with finality `confirmed` between).
 */
export const COMPLETION_POINTS = ['confirmation', 'finality'] as const;
export type CompletionPoint = (typeof COMPLETION_POINTS)[number];

export const PAYMENT_EVENT_TYPES = [
  'payment.created',
  'payment.completed',
  'payment.failed',
  'payment.expired',
  'payment.partially_paid',
  'payment.excess_received',
  'payment.refunded',
  'payment.overpaid',
  'payment.paid_late',
  'payment.wrong_token',
  'payment.finalized',
  'payment.reversed',
  'payment.misdirected',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];
/**
 * Events a payment has at most once per completion round (the others, partial, excess and wrong-token payments and
 * refunds, can repeat). A completion rolled back before finality (`payment.reversed`) starts a new round, in which
 * a new payment completes (and fails, expires, finalizes) the link again.
 */
export const ONCE_PER_PAYMENT_EVENTS = [
  'payment.created',
  'payment.completed',
  'payment.failed',
  'payment.expired',
  'payment.overpaid',
  'payment.paid_late',
  'payment.finalized',
  'payment.reversed',
] as const;

/**
 * Events of a subscription (issue 33). They travel through the payments outbox (payment_events), each attached to
 * the subscription's link it concerns (the first link, the renewal paid or left unpaid), so webhooks deliver them
 * like payment events.
 */
export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.renewed',
  'subscription.past_due',
  'subscription.canceled',
] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];
/** Every event type the payments outbox (payment_events) holds. */
export const PAYMENT_OUTBOX_EVENT_TYPES = [...PAYMENT_EVENT_TYPES, ...SUBSCRIPTION_EVENT_TYPES] as const;
/** Events of a payout: they travel through the payouts outbox (payout_events), one per status change. */
export const PAYOUT_EVENT_TYPES = ['payout.paid', 'payout.failed'] as const;
export type PayoutEventType = (typeof PAYOUT_EVENT_TYPES)[number];
/** Every event type webhooks deliver (both outboxes): what an endpoint's event filter may name. */
export const OUTBOX_EVENT_TYPES = [...PAYMENT_OUTBOX_EVENT_TYPES, ...PAYOUT_EVENT_TYPES] as const;

export const SUBSCRIPTION_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PLAN_INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
/**
 * How a plan is collected: `push`, the customer pays each renewal link we email (no custody). A later `pull`
 * (token delegation on Solana, spend permissions on EVM) is a new value here and a new branch in the renewal job.
 */
export const PLAN_COLLECTIONS = ['push'] as const;
export type PlanCollection = (typeof PLAN_COLLECTIONS)[number];
export const PLAN_GRACE_DAYS_DEFAULT = 7;
export const PLAN_RENEWAL_NOTICE_DAYS_DEFAULT = 3;

/** What a payment is for: a merchant's payment link, or the merchant buying credits (never shown as the merchant's link). */
export const PAYMENT_PURPOSES = ['link', 'credit_purchase'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** What a confirmed transaction carrying a link's reference did for that link (payment_transfers.outcome). */
export const TRANSFER_OUTCOMES = ['counted', 'rejected', 'excess'] as const;
export type TransferOutcome = (typeof TRANSFER_OUTCOMES)[number];

/** Why a transaction referencing a link could not pay it (stored as payments.failure_reason). */
export const FAILURE_REASONS = [
  'transaction_failed',
  'wrong_token',
  'wrong_recipient',
  'underpaid',
  'not_a_transfer',
  'already_used',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
/** Why a transfer was rejected (payment_transfers.reason): every failure reason but underpaid, which is about a whole link. */
export type RejectReason = Exclude<FailureReason, 'underpaid'>;

const FAILURE_TEXT: Record<FailureReason, string> = {
  transaction_failed: 'The payment transaction failed on the blockchain.',
  wrong_token: 'The payment was sent in a different token than requested.',
  wrong_recipient: 'The payment was sent to a different address than the merchant’s.',
  underpaid: 'Less than the requested amount was received.',
  not_a_transfer: 'The transaction did not contain a valid transfer.',
  already_used: 'The transaction already paid another payment link.',
};

/** A sentence for people (merchant screens, hosted page, iframe message) from a stored failure reason. */
export function failureReasonText(reason: string | null): string | null {
  if (!reason) return null;
  return FAILURE_TEXT[reason as FailureReason] ?? reason;
}
