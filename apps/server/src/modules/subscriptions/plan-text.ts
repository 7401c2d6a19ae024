import { formatAmount } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { periodText, planDecimals } from './plan-dto';
import type { RecurringPlanRow } from './schema';

/** A plan as emails name it: its name and "10 USDC every month". */
export function planText(config: AppConfig, plan: RecurringPlanRow): { name: string; price: string } {
  return {
    name: plan.name,
    price: `${formatAmount(plan.amount, planDecimals(config, plan))} ${plan.currency} every ${periodText(plan)}`,
  };
}
