import { z } from 'zod';
import { PAYMENT_STATUSES } from './constants';
import { exportQuerySchema } from './pricing';

/** GET /api/v1/payment-links (and MCP's list_payments): cursor pagination (Stripe's `starting_after`) plus filters. */
export const listPaymentLinksQuerySchema = exportQuerySchema.pick({ from: true, to: true }).extend({
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(10),
  starting_after: z.string().min(1).max(64).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  search: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: 'Only links whose label or reference contains this text (any case)' }),
});
