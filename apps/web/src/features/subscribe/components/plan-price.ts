import type { PublicPlan } from '@paylink/shared';

/** "10 USDC every month", "25 USD (paid in USDC) every 2 weeks", "… after a 14-day free trial". */
export function planPrice(plan: PublicPlan): string {
  const every = plan.intervalCount === 1 ? plan.interval : `${plan.intervalCount} ${plan.interval}s`;
  const paidIn = plan.payCurrency !== plan.currency ? ` (paid in ${plan.payCurrency})` : '';
  const trial = plan.trialDays > 0 ? ` after a ${plan.trialDays}-day free trial` : '';
  return `${plan.amount} ${plan.currency}${paidIn} every ${every}${trial}`;
}
