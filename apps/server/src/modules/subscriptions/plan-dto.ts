import { FIAT_DECIMALS, formatAmount, isFiatCurrency, type Plan, type PublicPlan } from '@paylink/shared';
import type { AppConfig } from '../../config/app-config';
import { resolveToken } from '../payments/links/supported-tokens';
import type { RecurringPlanRow } from './schema';

/** Decimals of a plan's amount: cents for USD/EUR, else the token's. */
export function planDecimals(config: AppConfig, plan: Pick<RecurringPlanRow, 'currency' | 'network'>): number {
  return isFiatCurrency(plan.currency) ? FIAT_DECIMALS : resolveToken(config, plan.network, plan.currency).decimals;
}

export function subscribeUrl(appUrl: string, planId: string): string {
  return `${appUrl}/subscribe/${encodeURIComponent(planId)}`;
}

export function toPublicPlanDto(config: AppConfig, row: RecurringPlanRow): PublicPlan {
  return {
    id: row.id,
    name: row.name,
    amount: formatAmount(row.amount, planDecimals(config, row)),
    currency: row.currency,
    payCurrency: row.payCurrency,
    network: row.network,
    interval: row.interval,
    intervalCount: row.intervalCount,
    trialDays: row.trialDays,
  };
}

export function toPlanDto(config: AppConfig, row: RecurringPlanRow, activeSubscribers: number): Plan {
  return {
    ...toPublicPlanDto(config, row),
    graceDays: row.graceDays,
    renewalNoticeDays: row.renewalNoticeDays,
    collection: row.collection,
    subscribeUrl: subscribeUrl(config.appUrl, row.id),
    activeSubscribers,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "2 months", "week": how a plan's period reads in emails. */
export function periodText(plan: Pick<RecurringPlanRow, 'interval' | 'intervalCount'>): string {
  return plan.intervalCount === 1 ? plan.interval : `${plan.intervalCount} ${plan.interval}s`;
}
