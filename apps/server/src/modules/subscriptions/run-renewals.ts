import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { issueRenewal } from './issue-renewal';
import { lapseSubscription } from './lapse-subscription';
import { remindRenewal } from './remind-renewal';
import { recurringPlans, subscriptionPeriods, subscriptions } from './schema';
import { sendLinkEmail } from './send-link-email';

/** Items per step and round; a full step asks the runner for another round at once. */
export const RENEWAL_BATCH = 100;

export interface RenewalRound {
  issued: number;
  emailed: number;
  reminded: number;
  lapsed: number;
  /** Some step had a full batch: run again at once. */
  more: boolean;
}

/**
 * One round of the subscription clock, every step per item so one bad subscription never stops the others (its
 * error goes to `onError`, the rest carry on): issue the renewal links now due, email the links whose email has not
 * gone out, remind the day before, then make unpaid renewals PAST_DUE and cancel those past their grace days.
 */
export async function runRenewals(
  deps: Deps,
  now: Date,
  onError: (item: string, err: unknown) => void,
): Promise<RenewalRound> {
  // Raw expressions below compare with this (a bound Date is not mapped outside a column comparison).
  const at = sql`${now.toISOString()}::timestamptz`;
  let more = false;
  const each = async (ids: string[], work: (id: string) => Promise<boolean>) => {
    more ||= ids.length === RENEWAL_BATCH;
    let done = 0;
    for (const id of ids) {
      try {
        if (await work(id)) done += 1;
      } catch (err) {
        onError(id, err);
      }
    }
    return done;
  };

  // ACTIVE, within renewalNoticeDays of the end, no link for the next period yet, not waiting for the merchant's credits.
  const due = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        eq(subscriptions.collection, 'push'),
        lte(sql`${subscriptions.currentPeriodEnd} - make_interval(days => ${recurringPlans.renewalNoticeDays})`, at),
        or(isNull(subscriptions.renewalRetryAt), lte(subscriptions.renewalRetryAt, now)),
        sql`not exists (select 1 from ${subscriptionPeriods} where ${subscriptionPeriods.subscriptionId} = ${subscriptions.id} and ${subscriptionPeriods.periodStart} = ${subscriptions.currentPeriodEnd})`,
      ),
    )
    .limit(RENEWAL_BATCH);
  const issued = await each(
    due.map((r) => r.id),
    async (id) => (await issueRenewal(deps, id, now)) === 'issued',
  );

  const live = or(
    eq(subscriptions.status, 'INCOMPLETE'),
    eq(subscriptions.status, 'ACTIVE'),
    eq(subscriptions.status, 'PAST_DUE'),
  );
  const unsent = await deps.db
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(and(isNull(subscriptionPeriods.emailedAt), isNull(subscriptionPeriods.paidAt), live))
    .limit(RENEWAL_BATCH);
  const emailed = await each(
    unsent.map((r) => r.id),
    (id) => sendLinkEmail(deps, id, now),
  );

  const unpaidRenewal = and(
    eq(subscriptionPeriods.kind, 'renewal'),
    isNull(subscriptionPeriods.paidAt),
    eq(subscriptionPeriods.periodStart, subscriptions.currentPeriodEnd),
  );
  const toRemind = await deps.db
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .where(
      and(
        unpaidRenewal,
        eq(subscriptions.status, 'ACTIVE'),
        isNull(subscriptionPeriods.remindedAt),
        isNotNull(subscriptionPeriods.emailedAt),
        lte(sql`${subscriptionPeriods.dueAt} - interval '1 day'`, at),
        // A link sent within the last day before it is due needs no reminder besides itself.
        sql`${subscriptionPeriods.createdAt} < ${subscriptionPeriods.dueAt} - interval '1 day'`,
        sql`${subscriptionPeriods.dueAt} > ${at}`,
      ),
    )
    .limit(RENEWAL_BATCH);
  const reminded = await each(
    toRemind.map((r) => r.id),
    (id) => remindRenewal(deps, id, now),
  );

  const lapsing = await deps.db
    .select({ id: subscriptionPeriods.id })
    .from(subscriptionPeriods)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPeriods.subscriptionId))
    .innerJoin(recurringPlans, eq(recurringPlans.id, subscriptions.planId))
    .where(
      and(
        unpaidRenewal,
        or(
          and(eq(subscriptions.status, 'ACTIVE'), lte(subscriptionPeriods.dueAt, now)),
          and(
            eq(subscriptions.status, 'PAST_DUE'),
            lte(sql`${subscriptionPeriods.dueAt} + make_interval(days => ${recurringPlans.graceDays})`, at),
          ),
        ),
      ),
    )
    .limit(RENEWAL_BATCH);
  const lapsed = await each(
    lapsing.map((r) => r.id),
    (id) => lapseSubscription(deps, id, now),
  );

  return { issued, emailed, reminded, lapsed, more };
}
