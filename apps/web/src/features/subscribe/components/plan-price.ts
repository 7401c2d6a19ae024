import type { PublicPlan } from '@paylink/shared';

/** "10 USDC every month", "25 USD (paid in USDC) every 2 weeks". */
export function planPrice(plan: PublicPlan): string {
  const every = plan.intervalCount === 1 ? plan.interval : `${plan.intervalCount} ${plan.interval}s`;
  const paidIn = plan.payCurrency !== plan.currency ? ` (paid in ${plan.payCurrency})` : '';
  return `${plan.amount} ${plan.currency}${paidIn} every ${every}`;
}
