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
    /** Two-factor sign-in (TOTP) is on: sign-in, payout-address and API-key changes ask for a code. */
    twoFactorEnabled: z.boolean(),
    createdAt: z.string(),
    totalPayments: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  user: userSchema,
  /** On a sign-in: true when the person never had a session before (the app says "Welcome!", later "Welcome back!"). */
  firstSignIn: z
    .boolean()
    .optional()
    .describe('On a sign-in: true the first time this person gets a session (registration with a session counts).'),
});
export type AuthResult = z.infer<typeof authResultSchema>;

/** What sign-in answers instead of a session when two-factor sign-in is on. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a PNG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Recovery codes, shown once; each works once in place of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
