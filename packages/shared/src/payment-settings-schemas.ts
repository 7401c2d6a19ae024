import { z } from 'zod';
import { COMPLETION_POINTS } from './constants';

/** At most 10% short may count as paid. */
export const UNDERPAYMENT_TOLERANCE_MAX_BPS = 1000;

/** A merchant's payment settings (Settings → Payments; GET/PUT /api/payments/settings). */
export const paymentSettingsSchema = z
  .object({
    completeAt: z.enum(COMPLETION_POINTS).meta({
      description:
        'When links become COMPLETED and payment.completed is sent: `confirmation` (default), or `finality` (every transfer that paid the link is final on its chain; until then the link stays PENDING with finality `confirmed`)',
    }),
    underpaymentToleranceBps: z
      .number()
      .int('Use whole basis points')
      .min(0, 'The tolerance cannot be negative')
      .max(UNDERPAYMENT_TOLERANCE_MAX_BPS, 'The tolerance can be at most 10%')
      .optional()
      .meta({
        description:
          'Underpayment tolerance in basis points (100 = 1%, at most 1000): a link counts as paid once at least its amount minus this share (rounded in your favour) arrived, the shortfall shown on the payment. Default 0: exact. Left out of a PUT, it stays as it was',
        examples: [100],
      }),
  })
  .meta({ id: 'PaymentSettings' });

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type SavedPaymentSettings = Required<PaymentSettings>;
