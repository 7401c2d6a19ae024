import { z } from 'zod';
import { PAYMENT_STATUSES } from './constants';

/** GET /api/v1/payment-links: cursor pagination (Stripe's `starting_after`) plus the status filter. */
export const listPaymentLinksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(10),
  starting_after: z.string().min(1).max(64).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
});
