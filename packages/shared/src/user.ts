import { z } from 'zod';
import { SUBSCRIPTION_TIERS, USER_STATUSES } from './constants';

/** The User as the API returns it (SPEC section 3). */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    walletAddress: z.string().nullable(),
    btcAddress: z.string().nullable(),
    /** Watch-only Bitcoin account key: each BTC link gets the next BIP84 receive address derived from it. */
    btcXpub: z.string().nullable(),
    ethAddress: z.string().nullable(),
    transactionCredits: z.number().int(),
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS).nullable(),
    subscriptionStatus: z.string().nullable(),
    isAdmin: z.boolean(),
    status: z.enum(USER_STATUSES),
    emailVerified: z.boolean(),
    /** False for accounts that only sign in with Google: changing a payout address is then confirmed by email. */
    hasPassword: z.boolean(),
    createdAt: z.string(),
    totalPayments: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;
