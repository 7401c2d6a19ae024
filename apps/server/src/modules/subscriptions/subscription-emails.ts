import type { EmailMessage } from '../email/mailer';

interface PlanText {
  name: string;
  /** "10 USDC every month". */
  price: string;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function firstLinkEmail(to: string, plan: PlanText, payUrl: string, portal: string): EmailMessage {
  return {
    to,
    subject: `Your subscription to ${plan.name}: first payment`,
    text:
      `You subscribed to ${plan.name} (${plan.price}).\n\nPay the first period here; the subscription starts once it is paid:\n${payUrl}\n\n` +
      `See or cancel your subscription at any time:\n${portal}\n\nIf you did not subscribe, ignore this email.`,
  };
}

export function trialStartedEmail(
  to: string,
  plan: PlanText,
  payUrl: string,
  portal: string,
  periodEnd: Date,
  dueAt: Date,
): EmailMessage {
  return {
    to,
    subject: `Your free trial of ${plan.name} has started`,
    text:
      `You subscribed to ${plan.name} (${plan.price}). Your free trial runs until ${day(dueAt)}.\n\n` +
      `To continue after it, pay the first period (until ${day(periodEnd)}) here by then:\n${payUrl}\n\n` +
      `See or cancel your subscription at any time:\n${portal}\n\nIf you did not subscribe, ignore this email.`,
  };
}

export function renewalEmail(
  to: string,
  plan: PlanText,
  payUrl: string,
  portal: string,
  periodEnd: Date,
  dueAt: Date,
): EmailMessage {
  return {
    to,
    subject: `Renew ${plan.name}: your next payment`,
    text:
      `Your subscription to ${plan.name} (${plan.price}) renews on ${day(dueAt)}.\n\nPay the next period (until ${day(periodEnd)}) here:\n${payUrl}\n\n` +
      `Manage or cancel your subscription:\n${portal}`,
  };
}

export function renewalReminderEmail(
  to: string,
  plan: PlanText,
  payUrl: string,
  portal: string,
  dueAt: Date,
): EmailMessage {
  return {
    to,
    subject: `Reminder: ${plan.name} renews tomorrow`,
    text: `Your subscription to ${plan.name} (${plan.price}) renews on ${day(dueAt)} and is not paid yet:\n${payUrl}\n\nManage or cancel it:\n${portal}`,
  };
}

export function pastDueEmail(to: string, plan: PlanText, payUrl: string, portal: string, cancelAt: Date): EmailMessage {
  return {
    to,
    subject: `${plan.name}: payment past due`,
    text:
      `Your subscription to ${plan.name} ended its period unpaid. Pay by ${day(cancelAt)} to keep it; after that it is canceled:\n${payUrl}\n\n` +
      `Manage or cancel it:\n${portal}`,
  };
}

export function canceledEmail(
  to: string,
  plan: PlanText,
  reason: 'customer' | 'merchant' | 'unpaid',
  paidUntil: Date | null,
): EmailMessage {
  const why = { customer: 'as you asked', merchant: 'by the merchant', unpaid: 'because its renewal was not paid' }[
    reason
  ];
  return {
    to,
    subject: `${plan.name}: subscription canceled`,
    text: `Your subscription to ${plan.name} was canceled ${why}.${paidUntil ? ` What you paid for runs until ${day(paidUntil)}.` : ''} No further payment will be asked.`,
  };
}

export function renewalNeedsCreditsEmail(to: string, billingUrl: string): EmailMessage {
  return {
    to,
    subject: 'Paylink: subscription renewals are waiting for credits',
    text:
      `A renewal link of one of your subscriptions could not be issued: your account has no credits left (each link costs one).\n\n` +
      `Your customers are not made past due for it; we try again every day. Add credits here:\n${billingUrl}`,
  };
}
