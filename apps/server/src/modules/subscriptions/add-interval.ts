import type { PlanInterval } from '@paylink/shared';

const DAY_MS = 86_400_000;

/**
 * The end of a period that starts at `from`: days and weeks are exact durations; months and years follow the UTC
 * calendar, keeping the day of the month or the last day of a shorter month (Jan 31 + 1 month = Feb 28 or 29).
 */
export function addInterval(from: Date, interval: PlanInterval, count: number): Date {
  switch (interval) {
    case 'day':
      return new Date(from.getTime() + count * DAY_MS);
    case 'week':
      return new Date(from.getTime() + count * 7 * DAY_MS);
    case 'month':
      return addMonths(from, count);
    case 'year':
      return addMonths(from, 12 * count);
  }
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}
