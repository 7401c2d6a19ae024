import { z } from 'zod';
import { isFiatCurrency } from './pricing';

/** Most pay options one link may offer (every network with each of its tokens fits well within it). */
export const PAY_OPTIONS_MAX = 10;

/** One way a customer may pay a link priced in USD/EUR: a token on a network. */
export const payOptionSchema = z
  .object({
    network: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'network is required')
      .meta({ examples: ['base'] }),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'currency is required')
      .meta({ examples: ['USDC'] }),
  })
  .meta({ id: 'PayOption' });
export type PayOption = z.infer<typeof payOptionSchema>;

/** No network/token pair twice. */
const distinct = (options: PayOption[]) =>
  options.every((o, i) => options.findIndex((p) => p.network === o.network && p.currency === o.currency) === i);

/** A new link's `payOptions`: 1..PAY_OPTIONS_MAX distinct network/token pairs the customer may choose from (the first is quoted at creation). */
export const payOptionsSchema = z
  .array(payOptionSchema)
  .min(1, 'payOptions must name at least one network and token')
  .max(PAY_OPTIONS_MAX, `payOptions may name at most ${PAY_OPTIONS_MAX} options`)
  .refine(distinct, 'payOptions must not repeat a network and token');

/** POST /api/payments/:id/pay-option: the customer's choice among the link's pay options. */
export const choosePayOptionBodySchema = payOptionSchema;

/** GET/PUT /api/auth/pay-options: the options the create form proposes for a link priced in USD/EUR. */
export const defaultPayOptionsSchema = z
  .object({
    payOptions: z
      .array(payOptionSchema)
      .max(PAY_OPTIONS_MAX)
      .refine(distinct, 'Pay options must not repeat a network and token'),
  })
  .meta({ id: 'DefaultPayOptions' });
export type DefaultPayOptions = z.infer<typeof defaultPayOptionsSchema>;

/**
 * What a new link is paid in, checked against how it is priced: a link priced in USD/EUR names exactly one of
 * payCurrency, payCurrencies or payOptions (and with payOptions no walletAddress: each network pays the saved
 * wallet); a link priced in a token names none of them (it is paid in that one token).
 */
export function paidInIssues(body: {
  currency: string;
  payCurrency?: string;
  payCurrencies?: string[];
  payOptions?: PayOption[];
  walletAddress?: string | null;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (isFiatCurrency(body.currency)) {
    const given = [body.payCurrency, body.payCurrencies, body.payOptions].filter((v) => v !== undefined).length;
    if (given === 0)
      issues.push({
        path: 'payCurrency',
        message: `A link priced in ${body.currency} needs payCurrency or payCurrencies (the token the customer pays in), or payOptions (networks and tokens)`,
      });
    if (given > 1)
      issues.push({
        path: 'payCurrencies',
        message: 'Send one of payCurrency, payCurrencies or payOptions, not several',
      });
    if (body.payOptions && body.walletAddress)
      issues.push({
        path: 'walletAddress',
        message:
          'walletAddress cannot be combined with payOptions: each network is paid to your wallet saved in Settings',
      });
    return issues;
  }
  if (body.payCurrency || body.payCurrencies)
    issues.push({
      path: 'payCurrency',
      message: 'payCurrency and payCurrencies apply only to links priced in USD or EUR',
    });
  if (body.payOptions)
    issues.push({
      path: 'payOptions',
      message: `payOptions apply only to links priced in USD or EUR: a link priced in ${body.currency} is paid in that one token`,
    });
  return issues;
}
