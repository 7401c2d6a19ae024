import { z } from 'zod';
import { PAYMENT_STATUSES } from './constants';
import { amountTextSchema } from './payment-schemas';
import { successSchema } from './api-response-schemas';

/** The point of sale (issue 55): what a cashier's device asks and sees. */
export const POS_NOTE_MAX = 200;
/** A sale's link stays payable this long: the customer is at the counter. */
export const POS_SALE_EXPIRY_S = 15 * 60;
/** The metadata key that tags a link as a point-of-sale sale (lists, exports, webhooks). */
export const POS_METADATA_KEY = 'pos_sale';

export const posSaleBodySchema = z.object({
  amount: amountTextSchema,
  currency: z.string({ error: 'Choose a currency' }).trim().toUpperCase().min(1, 'Choose a currency').max(10),
  note: z.string().trim().max(POS_NOTE_MAX, `The note must be at most ${POS_NOTE_MAX} characters`).optional(),
});
export type PosSaleBody = z.infer<typeof posSaleBodySchema>;

/** What the keypad offers: USD and EUR once the merchant has pay options, and each token of those options. */
export const posSetupSchema = z.object({
  accountName: z.string(),
  currencies: z.array(z.string()).meta({
    description: 'What the keypad may charge in, the default first (empty: set pay options in Settings first)',
  }),
});
export type PosSetup = z.infer<typeof posSetupSchema>;

export const posSaleSchema = z
  .object({
    id: z
      .string()
      .meta({ description: 'The payment link id (the hosted page and /api/payments/:id/events follow it)' }),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.string().meta({ description: 'As charged (decimal string)' }),
    currency: z.string(),
    payAmount: z.string(),
    payCurrency: z.string(),
    network: z.string(),
    amountReceived: z.string().meta({ description: 'In the pay token' }),
    fiatValueAtCompletion: z.string().nullable(),
    note: z.string().nullable(),
    receiptUrl: z.string().nullable().meta({ description: 'The signed receipt, once COMPLETED' }),
    receiptQrCodeData: z
      .string()
      .nullable()
      .meta({ description: 'The receipt URL as a QR (PNG data URL), for the customer to scan' }),
  })
  .meta({ id: 'PosSale' });
export type PosSale = z.infer<typeof posSaleSchema>;

const total = z.object({ currency: z.string(), amount: z.string() });
export const posShiftSchema = z.object({
  from: z.string().meta({ description: 'Where the shift starts (today, in the device’s time zone)' }),
  sales: z.array(posSaleSchema),
  totals: z.object({
    tokens: z
      .array(total.extend({ network: z.string() }))
      .meta({ description: 'COMPLETED sales: what arrived, per network and token' }),
    fiat: z
      .array(total)
      .meta({ description: 'COMPLETED sales priced in USD/EUR: their value at completion, per currency' }),
  }),
});
export type PosShift = z.infer<typeof posShiftSchema>;

/** `from`: today's start on the device (its midnight); at most a day back, so a cashier sees today's sales only. */
export const posShiftQuerySchema = z.object({
  from: z.string().datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
});

/** A device a member is signed in on, acting for this account (an owner signs a POS device out remotely). */
export const memberSessionSchema = z.object({ id: z.string(), signedInAt: z.string(), expiresAt: z.string() });
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const posSetupResponseSchema = successSchema(posSetupSchema);
export const posSaleResponseSchema = successSchema(z.object({ sale: posSaleSchema }));
export const posShiftResponseSchema = successSchema(posShiftSchema);
export const memberSessionsResponseSchema = successSchema(z.object({ sessions: z.array(memberSessionSchema) }));
