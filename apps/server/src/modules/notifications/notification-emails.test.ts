import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Payment } from '@paylink/shared';
import { completeLink, createSolLink } from '../../test/complete-link';
import { joinAs } from '../../test/team-member';
import { notificationRound } from './notification-round';
import { bearer, createTestContext, signUpWithCredits, type TestContext } from '../../test/test-app';
import { appendPaymentEvent } from '../payments/lifecycle/append-payment-event';
import { paymentEventData } from '../payments/lifecycle/payment-event-data';
import { getPayment } from '../payments/links/get-payment';
import { notificationEmails } from './schema';

/**
 * Settings → Notifications: the members' emails about their account, from the payments outbox, over real SMTP:
 * each once under duplicate rounds and two workers, only to current members who want them, each with the link to
 * switch them off.
 */
let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'false' })));
afterAll(() => ctx.close());

const round = () => notificationRound(ctx.deps);
const SETTINGS_LINK = 'http://localhost:8080/settings?tab=notifications';
const mailsTo = (email: string, after: number) => ctx.smtp.received.slice(after).filter((m) => m.to.includes(email));

const createLink = (token: string, label: string) => createSolLink(ctx, token, label);
const complete = (link: Payment) => completeLink(ctx, link.id);

async function setNotifications(token: string, settings: object) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/notifications',
    headers: bearer(token),
    payload: settings,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notification emails', () => {
  it(
    'tells the owner once per payment, under duplicate rounds and two workers, with the link to switch off',
    { tags: ['postgres'] },
    async () => {
      const owner = await signUpWithCredits(ctx, 10);
      const defaults = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/notifications',
        headers: bearer(owner.token),
      });
      expect(defaults.json().data).toEqual({
        payments: 'each',
        newSubscriber: true,
        subscriptionCanceled: true,
        refundCompleted: true,
      });
      const link = await createLink(owner.token, 'Blue mug');
      const before = ctx.smtp.received.length;
      await complete(link);

      await Promise.all([round(), round()]);
      await round();
      const mail = await ctx.smtp.waitForEmail(owner.email, 'You got paid', 15_000, before);
      expect(mail.subject).toBe('You got paid: 0.25 SOL for Blue mug');
      expect(mail.text).toContain(`http://localhost:8080/payments/${link.id}`);
      expect(mail.text).toContain(SETTINGS_LINK);
      expect(mailsTo(owner.email, before)).toHaveLength(1);
      expect(
        await ctx.deps.db
          .select()
          .from(notificationEmails)
          .where(eq(notificationEmails.source, (await eventIdOf(link.id))!)),
      ).toHaveLength(1);
    },
  );

  it('sends nothing to an owner who switched it off, nor to a member who did not opt in; a member who opts in receives', async () => {
    const owner = await signUpWithCredits(ctx, 10);
    const member = await joinAs(ctx, owner.accountId, 'viewer');
    const optedIn = await joinAs(ctx, owner.accountId, 'admin');
    await setNotifications(owner.token, {
      payments: 'off',
      newSubscriber: true,
      subscriptionCanceled: true,
      refundCompleted: true,
    });
    await setNotifications(optedIn.token, {
      payments: 'each',
      newSubscriber: false,
      subscriptionCanceled: false,
      refundCompleted: false,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/notifications', headers: bearer(member.token) })).json()
        .data.payments,
    ).toBe('off');
    const before = ctx.smtp.received.length;
    await complete(await createLink(owner.token, 'Green mug'));
    await round();
    await ctx.smtp.waitForEmail(optedIn.email, 'You got paid', 15_000, before);
    expect(mailsTo(owner.email, before)).toEqual([]);
    expect(mailsTo(member.email, before)).toEqual([]);
  });

  it('stops sending to a removed member, even an email queued before the removal', async () => {
    const owner = await signUpWithCredits(ctx, 10);
    const member = await joinAs(ctx, owner.accountId, 'admin');
    await setNotifications(member.token, {
      payments: 'each',
      newSubscriber: true,
      subscriptionCanceled: true,
      refundCompleted: true,
    });
    const link = await createLink(owner.token, 'Red mug');
    const before = ctx.smtp.received.length;
    await complete(link);
    // Queued for both, then the member is removed before the send.
    const { queueEventEmails } = await import('./queue-event-emails');
    expect((await queueEventEmails(ctx.deps.db, { appUrl: ctx.deps.config.appUrl })).queued).toBe(2);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/team/members/${member.userId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await round();
    await ctx.smtp.waitForEmail(owner.email, 'You got paid', 15_000, before);
    expect(mailsTo(member.email, before)).toEqual([]);
  });

  it('tells of a new subscriber, a cancelled subscription and a completed refund, each once', async () => {
    const owner = await signUpWithCredits(ctx, 10);
    const link = await createLink(owner.token, 'Coffee club');
    const row = await getPayment(ctx.deps.db, link.id);
    const subscription = {
      id: 'sub_test',
      plan_id: 'pln_test',
      email: 'customer@example.com',
      status: 'ACTIVE',
      collection: 'push',
      current_period_start: null,
      current_period_end: null,
      canceled_at: null,
      cancel_reason: null,
      payment_id: link.id,
    };
    const refund = {
      id: 'rfd_test',
      amount: '0.1',
      currency: 'SOL',
      to: 'Payer111',
      status: 'COMPLETED',
      transfer_id: null,
      reason: null,
      signature: 'sig',
      created_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
    };
    const before = ctx.smtp.received.length;
    await appendPaymentEvent(ctx.deps.db, row, 'subscription.activated', { subscription });
    await appendPaymentEvent(ctx.deps.db, row, 'subscription.renewed', { subscription });
    await appendPaymentEvent(ctx.deps.db, row, 'subscription.canceled', {
      subscription: { ...subscription, status: 'CANCELED', cancel_reason: 'customer' },
    });
    await appendPaymentEvent(ctx.deps.db, row, 'payment.refunded', { ...paymentEventData(row), refund });
    await round();
    await round();

    const subscriber = await ctx.smtp.waitForEmail(owner.email, 'New subscriber', 15_000, before);
    expect(subscriber.text).toContain('customer@example.com subscribed to "Coffee club"');
    const canceled = await ctx.smtp.waitForEmail(owner.email, 'Subscription cancelled', 15_000, before);
    expect(canceled.text).toContain('was cancelled by the customer');
    const refunded = await ctx.smtp.waitForEmail(owner.email, 'Refund completed', 15_000, before);
    expect(refunded.subject).toBe('Refund completed: 0.1 SOL for Coffee club');
    // A renewal is no new subscriber: three emails, each with the way to switch them off.
    const mails = mailsTo(owner.email, before);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).toContain(SETTINGS_LINK);
  });
});

async function eventIdOf(paymentId: string): Promise<string | undefined> {
  const { paymentEvents } = await import('../payments/schema');
  const rows = await ctx.deps.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
  return rows.find((r) => r.type === 'payment.completed')?.id;
}
