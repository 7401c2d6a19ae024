import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TOTALS_DEFAULT_DAYS, type PaymentTotals } from '@paylink/shared';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 UTC days, today included: the filter's default and the chart's span. */
export function lastDays(now = Date.now(), days = TOTALS_DEFAULT_DAYS): DayRange {
  return { from: isoDay(now - (days - 1) * DAY_MS), to: isoDay(now) };
}

/** Each UTC day of the range, oldest first. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(isoDay(t));
  return days;
}

export function getPaymentTotals(range: DayRange): Promise<PaymentTotals> {
  return api<PaymentTotals>(`/api/payments/totals?from=${range.from}&to=${range.to}`);
}

export function usePaymentTotals(range: DayRange) {
  return useQuery({
    queryKey: dashboardKeys.totals(range),
    queryFn: () => getPaymentTotals(range),
    placeholderData: keepPreviousData,
  });
}
