/**
 * The emails a merchant's members receive about their account (Settings → Notifications). Each names the account
 * (a person may belong to several) and ends with the link to switch them off.
 */
export interface NotificationText {
  subject: string;
  body: string;
}

export interface NotificationContext {
  accountName: string;
  appUrl: string;
}

const footer = (ctx: NotificationContext) =>
  `\n--\nYou receive this as a member of "${ctx.accountName}" on Paylink. Choose which emails you receive, or switch them off: ${ctx.appUrl}/settings?tab=notifications\n`;

export function paymentReceivedText(
  ctx: NotificationContext,
  p: { id: string; label: string; amount: string; currency: string; networkName: string },
): NotificationText {
  return {
    subject: `You got paid: ${p.amount} ${p.currency} for ${p.label}`,
    body: `"${p.label}" was paid: ${p.amount} ${p.currency} on ${p.networkName}.\n\nSee the payment: ${ctx.appUrl}/payments/${p.id}\n${footer(ctx)}`,
  };
}

export function dailyDigestText(
  ctx: NotificationContext,
  d: {
    day: string;
    payments: { id: string; label: string; amount: string; currency: string; networkName: string }[];
    totals: { amount: string; currency: string; networkName: string }[];
    more: number;
  },
): NotificationText {
  const count = d.payments.length + d.more;
  const lines = d.payments.map((p) => `- ${p.label}: ${p.amount} ${p.currency} on ${p.networkName}`);
  if (d.more > 0) lines.push(`- and ${d.more} more`);
  const totals = d.totals.map((t) => `- ${t.amount} ${t.currency} on ${t.networkName}`);
  return {
    subject: `Your payments on ${d.day}: ${count} completed`,
    body: `${count} payment${count === 1 ? '' : 's'} completed on ${d.day} (UTC):\n\n${lines.join('\n')}\n\nTotal received:\n${totals.join('\n')}\n\nSee your payments: ${ctx.appUrl}/payments\n${footer(ctx)}`,
  };
}

export function newSubscriberText(ctx: NotificationContext, s: { email: string; planName: string }): NotificationText {
  return {
    subject: `New subscriber: ${s.email}`,
    body: `${s.email} subscribed to "${s.planName}".\n\nSee your subscriptions: ${ctx.appUrl}/subscriptions\n${footer(ctx)}`,
  };
}

const CANCEL_REASONS = {
  customer: 'by the customer',
  merchant: 'by your team',
  unpaid: 'unpaid past its grace days',
} as const;

export function subscriptionCanceledText(
  ctx: NotificationContext,
  s: { email: string; planName: string; reason: keyof typeof CANCEL_REASONS | null },
): NotificationText {
  return {
    subject: `Subscription cancelled: ${s.email}`,
    body: `The subscription of ${s.email} to "${s.planName}" was cancelled${s.reason ? ` ${CANCEL_REASONS[s.reason]}` : ''}.\n\nSee your subscriptions: ${ctx.appUrl}/subscriptions\n${footer(ctx)}`,
  };
}

export function refundCompletedText(
  ctx: NotificationContext,
  r: { paymentId: string; label: string; amount: string; currency: string; to: string },
): NotificationText {
  return {
    subject: `Refund completed: ${r.amount} ${r.currency} for ${r.label}`,
    body: `The refund of ${r.amount} ${r.currency} for "${r.label}" was paid to ${r.to}.\n\nSee the payment: ${ctx.appUrl}/payments/${r.paymentId}\n${footer(ctx)}`,
  };
}
