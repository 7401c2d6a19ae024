import { z } from 'zod';
import { LABEL_MAX } from './constants';
import { amountInputSchema } from './payment-schemas';

/**
 * A payout (issue 52): an amount the merchant owes a recipient, paid by a transaction the MERCHANT's wallet signs
 * (Paylink never holds it). AWAITING_ADDRESS (a claim link is out) → READY → IN_BATCH → PAID | FAILED, or CANCELED
 * before it is batched. The transitions are a table on the server (payout-transitions.ts).
 */
export const PAYOUT_STATUSES = ['AWAITING_ADDRESS', 'READY', 'IN_BATCH', 'PAID', 'FAILED', 'CANCELED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** How long a claim link stays open by default (days); a payout may set its own (`claimExpiresInDays`). */
export const PAYOUT_CLAIM_TTL_DAYS = 30;
export const PAYOUT_CLAIM_MAX_DAYS = 365;

/** Rows one CSV import may hold. */
export const PAYOUT_IMPORT_MAX_ROWS = 500;
/** The CSV's header: `network` and `address` may be empty (then the recipient answers a claim link). */
export const PAYOUT_CSV_COLUMNS = ['name', 'email', 'amount', 'currency', 'address', 'network'] as const;

const allowedNetworks = z.array(z.string().trim().toLowerCase()).min(1).max(10).optional().meta({
  description: 'Networks the recipient may pick on the claim page; default: every offered network with the token',
});
const email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

/** POST /api/v1/payouts: one payout. Without an address, a claim link is made (and emailed when there is an email). */
export const createPayoutBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(LABEL_MAX, `Name must be at most ${LABEL_MAX} characters`),
    email: email.optional().nullable(),
    amount: amountInputSchema,
    currency: z
      .string({ error: 'Currency is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Currency is required')
      .meta({ description: 'A token (SOL, USDC, ETH, BTC) or USD/EUR' }),
    payCurrency: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .meta({ description: 'USD/EUR payouts: the token paid, at a quote locked when the payout is batched' }),
    address: z.string().trim().min(1).max(100).optional().nullable(),
    network: z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .nullable()
      .meta({ description: 'The network of `address` (inferred when only one offered network accepts it)' }),
    networks: allowedNetworks,
    claimExpiresInDays: z
      .number()
      .int()
      .min(1)
      .max(PAYOUT_CLAIM_MAX_DAYS)
      .optional()
      .meta({ description: `Days the claim link stays open (default ${PAYOUT_CLAIM_TTL_DAYS})` }),
  })
  .superRefine((body, ctx) => {
    if (body.network && !body.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'A network needs an address' });
  });
export type CreatePayoutInput = z.input<typeof createPayoutBodySchema>;
export type CreatePayoutBody = z.output<typeof createPayoutBodySchema>;

export const listPayoutsQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  network: z.string().trim().toLowerCase().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** POST /api/v1/payouts/import: the CSV text; `dryRun` (the default) only previews. Nothing is created while a row has errors. */
export const importPayoutsBodySchema = z.object({
  csv: z.string().min(1, 'The CSV is empty').max(200_000, 'The CSV is larger than 200 kB'),
  dryRun: z.boolean().default(true),
  networks: allowedNetworks,
});

/** POST /api/payout-claims/:token: the recipient's answer. */
export const answerPayoutClaimBodySchema = z.object({
  network: z.string().trim().toLowerCase().min(1, 'Pick a network'),
  address: z.string().trim().min(1, 'Enter your address').max(100),
});

const isoDate = z.string().meta({ format: 'date-time', examples: ['2026-11-22T10:00:00.000Z'] });

export const payoutSchema = z
  .object({
    id: z.string().meta({ examples: ['pyo_4kPq9TnV2xYbC7dE8fGh1j'] }),
    name: z.string(),
    email: z.string().nullable(),
    amount: z.string().meta({ description: 'Decimal string in `currency`' }),
    currency: z.string(),
    payCurrency: z.string().meta({ description: 'The token paid' }),
    payAmount: z
      .string()
      .nullable()
      .meta({ description: 'The token amount paid; for USD/EUR payouts, set by the quote locked when batched' }),
    rate: z
      .string()
      .nullable()
      .meta({ description: 'USD/EUR payouts: price of one payCurrency in currency, locked when batched' }),
    networks: z.array(z.string()).meta({ description: 'Networks the recipient may pick' }),
    network: z.string().nullable(),
    address: z.string().nullable(),
    status: z.enum(PAYOUT_STATUSES),
    batchId: z.string().nullable(),
    txId: z.string().nullable().meta({ description: 'The transaction that paid it' }),
    claimedAt: z.string().nullable(),
    claimExpiresAt: z
      .string()
      .nullable()
      .meta({ description: 'Until when its claim link can be answered (a payout awaiting its address)' }),
    paidAt: z.string().nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

export const publicPayoutClaimSchema = z
  .object({
    name: z.string().meta({ description: 'The recipient’s name as the merchant wrote it' }),
    merchant: z.string().nullable().meta({ description: 'The merchant account’s name' }),
    amount: z.string(),
    currency: z.string(),
    payCurrency: z.string(),
    networks: z
      .array(z.object({ network: z.string(), name: z.string() }))
      .meta({ description: 'The networks the recipient may pick' }),
    answered: z.boolean(),
    expired: z.boolean().meta({ description: 'The link expired unanswered: ask the sender for a new one' }),
    network: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'PublicPayoutClaim' });
export type PublicPayoutClaim = z.infer<typeof publicPayoutClaimSchema>;

/** One CSV row as the import understood it, with what is wrong with it (empty: it would be created). */
export const payoutImportRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  address: z.string().nullable(),
  network: z.string().nullable(),
  errors: z.array(z.string()),
});
export type PayoutImportRow = z.infer<typeof payoutImportRowSchema>;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const createdPayoutResponseSchema = ok(
  z.object({
    payout: payoutSchema,
    claimUrl: z
      .string()
      .nullable()
      .meta({ description: 'Without an address: the claim link, shown only now (its token is stored hashed)' }),
  }),
);
export const payoutResponseSchema = ok(z.object({ payout: payoutSchema }));
export const payoutListResponseSchema = ok(
  z.object({ payouts: z.array(payoutSchema).meta({ description: 'Newest first' }), total: z.number().int() }),
);
export const payoutImportResponseSchema = ok(
  z.object({
    rows: z.array(payoutImportRowSchema),
    created: z
      .array(z.object({ payout: payoutSchema, claimUrl: z.string().nullable() }))
      .meta({ description: 'Empty on a dry run or when a row has errors' }),
  }),
);
export const publicPayoutClaimResponseSchema = ok(z.object({ claim: publicPayoutClaimSchema }));

/** Payouts one batch may hold. */
export const PAYOUT_BATCH_MAX = 100;

/** POST /api/v1/payouts/batches: READY payouts of one network, each once. */
export const createPayoutBatchBodySchema = z.object({
  network: z.string().trim().toLowerCase().min(1, 'Pick a network'),
  payoutIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'Pick at least one payout')
    .max(PAYOUT_BATCH_MAX, `A batch holds at most ${PAYOUT_BATCH_MAX} payouts`)
    .refine((ids) => new Set(ids).size === ids.length, 'A payout can be in a batch only once'),
});

/** How the merchant's wallet signs a batch, as its network's rail builds it. */
export const payoutSigningSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('solana-pay'),
      requests: z.array(z.string()).meta({
        description:
          'Solana Pay transaction requests (`solana:<https>`), one per transaction: the wallet signing them is the fee payer',
      }),
    }),
    z.object({
      kind: z.literal('evm-contract'),
      chainId: z.number().int(),
      contract: z.string().nullable().meta({
        description:
          'Paylink’s batch contract: it moves only the caller’s tokens (transferFrom(msg.sender, …)); null where it is not deployed (pay the fallback)',
      }),
      approvals: z
        .array(z.object({ token: z.string(), amount: z.string().meta({ description: 'Base units' }) }))
        .meta({ description: 'approve(contract, amount) on each token first' }),
      data: z.string().nullable().meta({
        description: 'The calldata of the one call (payable: `value` wei of ETH is sent on in the same call)',
      }),
      value: z.string(),
      fallback: z
        .array(z.string())
        .meta({ description: 'One EIP-681 request per recipient, for a wallet that cannot call the contract' }),
    }),
    z.object({
      kind: z.literal('psbt'),
      psbt: z.string().meta({
        description: 'BIP174 PSBT, base64, with every output; your wallet adds inputs and change, signs and broadcasts',
      }),
    }),
  ])
  .meta({ id: 'PayoutSigning' });
export type PayoutSigning = z.infer<typeof payoutSigningSchema>;

export const payoutBatchSchema = z
  .object({
    id: z.string().meta({ examples: ['pob_4kPq9TnV2xYbC7dE8fGh1j'] }),
    network: z.string(),
    payouts: z.array(payoutSchema),
    totals: z
      .array(z.object({ currency: z.string(), amount: z.string() }))
      .meta({ description: 'What the batch pays, per token' }),
    remaining: z.number().int().meta({ description: 'Payouts of the batch not yet PAID' }),
    signing: payoutSigningSchema.nullable().meta({ description: 'Null once nothing remains to sign' }),
    createdAt: isoDate,
  })
  .meta({ id: 'PayoutBatch' });
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchResponseSchema = ok(z.object({ batch: payoutBatchSchema }));

/** GET /api/v1/payouts/wallet-balance: what a wallet holds on a network (the account's saved wallet by default). */
export const payoutWalletBalanceQuerySchema = z.object({
  network: z.string().trim().toLowerCase().min(1, 'Pick a network'),
  address: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'The paying wallet; default: your saved wallet of the network' }),
});
export const payoutWalletBalanceSchema = z.object({
  network: z.string(),
  address: z.string().nullable().meta({ description: 'The wallet read; null when none is saved for the network' }),
  balances: z
    .array(z.object({ currency: z.string(), amount: z.string().meta({ description: 'Decimal string, confirmed' }) }))
    .meta({ description: 'Each token the network pays payouts in; empty without a wallet' }),
});
export type PayoutWalletBalance = z.infer<typeof payoutWalletBalanceSchema>;
export const payoutWalletBalanceResponseSchema = ok(z.object({ wallet: payoutWalletBalanceSchema }));

/** POST /api/v1/payouts/:id/claim-link: a new claim link (the previous one stops working). */
export const newPayoutClaimLinkBodySchema = z.object({
  claimExpiresInDays: z.number().int().min(1).max(PAYOUT_CLAIM_MAX_DAYS).optional(),
});

/** POST /api/v1/payouts/batches/:id/broadcast: the signed Bitcoin transaction (hex) or signed PSBT (base64 or hex). */
export const pasteBackPayoutBatchBodySchema = z.object({
  transaction: z
    .string({ error: 'Paste the signed transaction' })
    .trim()
    .min(1, 'Paste the signed transaction')
    .max(400_000, 'This transaction is too large')
    .meta({ description: 'The signed transaction in hex, or the signed PSBT (base64 or hex)' }),
});
export const pastedBackPayoutBatchResponseSchema = ok(
  z.object({ batch: payoutBatchSchema, txId: z.string().meta({ description: 'The broadcast transaction’s id' }) }),
);
