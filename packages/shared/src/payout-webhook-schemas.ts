import { z } from 'zod';
import type { PayoutEventType } from './constants';
import { PAYOUT_STATUSES } from './payout-schemas';
import { eventSchema, webhookUserSchema } from './webhook-event-schema';

/** A payout as its webhooks carry it (snake_case, like payments'); amounts are decimal strings. */
export const webhookPayoutSchema = z.object({
  id: z.string().meta({ examples: ['pyo_4kPq9TnV2xYbC7dE8fGh1j'] }),
  name: z.string().meta({ description: 'The recipient’s name as you wrote it' }),
  email: z.string().nullable(),
  amount: z.string().meta({ description: 'The amount owed, in `currency` (a token, or USD/EUR)' }),
  currency: z.string(),
  pay_amount: z.string().nullable().meta({ description: 'The token amount paid, in pay_currency' }),
  pay_currency: z.string(),
  network: z
    .string()
    .nullable()
    .meta({ examples: ['base'] }),
  address: z.string().nullable().meta({ description: 'The recipient’s address' }),
  status: z.enum(PAYOUT_STATUSES),
  batch_id: z.string().nullable(),
  tx_id: z.string().nullable().meta({ description: 'The transaction that paid it (payout.paid)' }),
  paid_at: z.string().nullable(),
});
export type WebhookPayout = z.infer<typeof webhookPayoutSchema>;
const payoutData = z.object({ payout: webhookPayoutSchema, user: webhookUserSchema });

/** Every event a payout sends. */
export const payoutWebhookEvents = {
  'payout.paid': {
    summary:
      'A payout’s transfer is confirmed on its chain, from its batch or paid outside it (the same amount to the same address): once per payout',
    schema: eventSchema('payout.paid', payoutData),
  },
  'payout.failed': {
    summary: 'The transaction of a payout’s batch failed on its chain: the payout is FAILED and can be batched again',
    schema: eventSchema('payout.failed', payoutData),
  },
} satisfies Record<PayoutEventType, { summary: string; schema: z.ZodType }>;
export type PayoutWebhookEvent = z.infer<(typeof payoutWebhookEvents)[PayoutEventType]['schema']>;
