import { z } from 'zod';
import { COMPLETION_POINTS } from './constants';

/** A merchant's payment settings (Settings → Payments; GET/PUT /api/payments/settings). */
export const paymentSettingsSchema = z
  .object({
    completeAt: z.enum(COMPLETION_POINTS).meta({
      description:
        'When links become COMPLETED and payment.completed is sent: `confirmation` (default), or `finality` (every transfer that paid the link is final on its chain; until then the link stays PENDING with finality `confirmed`)',
    }),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
