import { z } from 'zod';

/** How a member hears of each completed payment: one email per payment, one daily digest, or not at all. */
export const PAYMENT_EMAIL_MODES = ['each', 'digest', 'off'] as const;
export type PaymentEmailMode = (typeof PAYMENT_EMAIL_MODES)[number];

/**
 * The emails a member of an account receives about it (Settings → Notifications). Each member chooses for
 * themselves, per account: the owner receives all of them until they switch them off; other members receive none
 * until they opt in.
 */
export const notificationSettingsSchema = z.object({
  payments: z.enum(PAYMENT_EMAIL_MODES).meta({
    description:
      '"You got paid": `each` (one email per completed payment), `digest` (one email a day, UTC, listing the day’s payments) or `off`',
  }),
  newSubscriber: z.boolean().meta({ description: 'An email when a customer’s subscription starts' }),
  subscriptionCanceled: z.boolean().meta({ description: 'An email when a subscription is cancelled' }),
  refundCompleted: z.boolean().meta({ description: 'An email when a refund is paid' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const NOTIFICATIONS_ON: NotificationSettings = {
  payments: 'each',
  newSubscriber: true,
  subscriptionCanceled: true,
  refundCompleted: true,
};
export const NOTIFICATIONS_OFF: NotificationSettings = {
  payments: 'off',
  newSubscriber: false,
  subscriptionCanceled: false,
  refundCompleted: false,
};
