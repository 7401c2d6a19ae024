import { z } from 'zod';

/** Most pay options one link may offer (every network with each of its tokens fits well within it). */
export const PAY_OPTIONS_MAX = 10;

/** One way a customer may pay a link priced in USD/EUR: a token on a network. */
export const payOptionSchema = z
  .object({
    network: z.string().trim().toLowerCase().min(1, 'network is required').meta({ examples: ['base'] }),
    currency: z.string().trim().toUpperCase().min(1, 'currency is required').meta({ examples: ['USDC'] }),
  })
  .meta({ id: 'PayOption' });
export type PayOption = z.infer<typeof payOptionSchema>;

/** No network/token pair twice. */
const distinct = (options: PayOption[]) => options.every((o, i) => options.findIndex((p) => p.network === o.network && p.currency === o.currency) === i);

/** 1..PAY_OPTIONS_MAX distinct network/token pairs (the first is quoted at creation). */
export const payOptionsSchema = z
  .array(payOptionSchema)
  .min(1, 'payOptions must name at least one network and token')
  .max(PAY_OPTIONS_MAX, `payOptions may name at most ${PAY_OPTIONS_MAX} options`)
  .refine(distinct, 'payOptions must not repeat a network and token');

/** POST /api/payments/:id/pay-option: the customer's choice among the link's pay options. */
export const choosePayOptionBodySchema = payOptionSchema;

/** GET/PUT /api/account/pay-options: the options the create form proposes for a link priced in USD/EUR. */
export const defaultPayOptionsSchema = z
  .object({ payOptions: z.array(payOptionSchema).max(PAY_OPTIONS_MAX).refine(distinct, 'Pay options must not repeat a network and token') })
  .meta({ id: 'DefaultPayOptions' });
export type DefaultPayOptions = z.infer<typeof defaultPayOptionsSchema>;
