import { z } from 'zod';
import { canonicalAllowedFor, type PricingAllowedFor } from './billing-schemas';
import { PAYMENT_STATUSES, SUBSCRIPTION_TIERS, USER_STATUSES } from './constants';
import { MSG } from './messages';
import { parseAmount } from './money';
import { paginationSchema } from './payment-stats-schemas';
import { userSchema } from './user';
import { walletFields } from './wallet-schemas';

/** Admin texts from SPEC sections 5 and 8 (word for word where the spec gives them). */
export const ADMIN_MSG = {
  loadFailed: 'Failed to load admin data. You may need to login as admin.',
  emailAndPasswordRequired: 'Email and password are required',
  validNumber: 'Please enter a valid number',
  defaultAdjustmentReason: 'Manual admin adjustment',
  planRequired: 'Name, display name, and description are required',
  pricingRequired: 'Name and display name are required',
  namePattern: 'Name may only contain lowercase letters, numbers, hyphens and underscores',
  nameImmutable: 'The name cannot be changed',
  creditsMin0: 'Credits must be 0 or more',
  planCreditsMin: 'Credits must be at least 1',
  priceMin: 'Price must be 0 or more, with at most 2 decimal places',
  sortOrderMin: 'Sort order must be 0 or more',
  minCreditsMin: 'Minimum credits must be at least 1',
  maxCreditsMin: 'Maximum credits must be at least 1',
  maxBelowMin: 'Maximum credits must be at least the minimum credits',
  allowedFor: 'Allowed for must be ALL, MONTHLY_ONLY or PAYG_ONLY (PAYASYOUGO_ONLY)',
  adminRequired: 'Admin access required',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin access',
  cannotDisableSelf: 'You cannot suspend or deactivate your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeleteAdmin: 'Admin accounts cannot be deleted; remove the admin flag first',
  userNotFound: 'User not found',
  planNotFound: 'Plan not found',
  pricingNotFound: 'Pricing not found',
  nameTaken: 'A plan or pricing with this name already exists',
} as const;

/** A whole number given as a JSON number or a numeric string ("5", "-20", "+50"); anything else gets `message`. */
function integer(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).safe(message),
  );
}

/** US dollars with at most cents, as a decimal string; a JSON number is read through its decimal text. */
const usdAmount = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: ADMIN_MSG.priceMin })
    .trim()
    .refine((v) => parseAmount(v, 2).ok, ADMIN_MSG.priceMin),
);

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string().max(500).nullable().optional(),
);
const nameText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(64).optional());
const tier = z.enum(SUBSCRIPTION_TIERS).nullable().optional();

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(USER_STATUSES).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

const requiredText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().optional());

export const adminCreateUserSchema = z
  .object({
    email: requiredText,
    password: z.string().optional(),
    walletAddress: walletFields.walletAddress.optional(),
    isAdmin: z.boolean().default(false),
    transactionCredits: integer(ADMIN_MSG.creditsMin0).pipe(z.number().min(0, ADMIN_MSG.creditsMin0)).default(5),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password) {
      ctx.addIssue({
        code: 'custom',
        message: ADMIN_MSG.emailAndPasswordRequired,
        path: [v.email ? 'password' : 'email'],
      });
      return;
    }
    if (!z.email().safeParse(v.email).success)
      ctx.addIssue({ code: 'custom', message: MSG.invalidEmail, path: ['email'] });
    if (v.password.length < 6) ctx.addIssue({ code: 'custom', message: MSG.passwordMin6, path: ['password'] });
  })
  .transform((v) => ({
    ...v,
    email: v.email!.toLowerCase(),
    password: v.password!,
    walletAddress: v.walletAddress ?? null,
  }));
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

/** PUT /api/admin/users/:id: the editable user fields; those left out keep their value. The email cannot change. */
export const adminUpdateUserSchema = z.object({
  status: z.enum(USER_STATUSES).optional(),
  walletAddress: walletFields.walletAddress.optional(),
  btcAddress: walletFields.btcAddress.optional(),
  ethAddress: walletFields.ethAddress.optional(),
  transactionCredits: integer(ADMIN_MSG.creditsMin0).pipe(z.number().min(0, ADMIN_MSG.creditsMin0)).optional(),
  isAdmin: z.boolean().optional(),
  subscriptionTier: tier,
  subscriptionStatus: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(32).nullable().optional(),
  ),
});
export type AdminUpdateUser = z.output<typeof adminUpdateUserSchema>;

export const adjustCreditsSchema = z.object({
  userId: z.string({ error: ADMIN_MSG.userNotFound }).min(1, ADMIN_MSG.userNotFound).max(64),
  adjustment: integer(ADMIN_MSG.validNumber).refine((n) => n !== 0, ADMIN_MSG.validNumber),
  reason: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : ADMIN_MSG.defaultAdjustmentReason),
    z.string().max(200),
  ),
});
export type AdjustCreditsInput = z.input<typeof adjustCreditsSchema>;

const planFields = {
  name: nameText,
  displayName: requiredText,
  description: requiredText,
  credits: integer(ADMIN_MSG.planCreditsMin).pipe(z.number().min(1, ADMIN_MSG.planCreditsMin)).default(100),
  price: usdAmount.default('10'),
  currency: z.literal('USD').default('USD'),
  // Empty feature rows are dropped (SPEC section 5).
  features: z
    .array(z.string().max(200))
    .max(50)
    .default([])
    .transform((list) => list.map((f) => f.trim()).filter((f) => f !== '')),
  isActive: z.boolean().default(true),
  sortOrder: integer(ADMIN_MSG.sortOrderMin).pipe(z.number().min(0, ADMIN_MSG.sortOrderMin)).default(0),
  isMonthly: z.boolean().default(true),
  tier,
};

/** A plan's or pricing's name (its identifier): lowercase letters, numbers, hyphens and underscores. */
export const OFFER_NAME_PATTERN = /^[a-z0-9_-]+$/;

function nameRule(v: { name?: string }, ctx: z.RefinementCtx) {
  if (v.name && !OFFER_NAME_PATTERN.test(v.name))
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.namePattern, path: ['name'] });
}

/** Plan create and edit (on edit a name, when sent, must equal the stored one: checked by the use case). */
export const planInputSchema = z.object(planFields).superRefine((v, ctx) => {
  if (!v.name || !v.displayName || !v.description)
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.planRequired, path: ['name'] });
  nameRule(v, ctx);
});
export const planUpdateSchema = z.object(planFields).superRefine((v, ctx) => {
  if (!v.displayName || !v.description)
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.planRequired, path: ['displayName'] });
  nameRule(v, ctx);
});
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanValues = z.output<typeof planUpdateSchema>;

const pricingFields = {
  name: nameText,
  displayName: requiredText,
  description: optionalText,
  pricePerCredit: usdAmount.default('1'),
  currency: z.literal('USD').default('USD'),
  minCredits: integer(ADMIN_MSG.minCreditsMin).pipe(z.number().min(1, ADMIN_MSG.minCreditsMin)).default(5),
  maxCredits: integer(ADMIN_MSG.maxCreditsMin).pipe(z.number().min(1, ADMIN_MSG.maxCreditsMin)).default(1000),
  allowedFor: z
    .string()
    .default('ALL')
    .transform((v, ctx): PricingAllowedFor => {
      const canonical = canonicalAllowedFor(v);
      if (!canonical) {
        ctx.addIssue({ code: 'custom', message: ADMIN_MSG.allowedFor });
        return z.NEVER;
      }
      return canonical;
    }),
  subscriptionTier: tier,
  isActive: z.boolean().default(true),
  sortOrder: integer(ADMIN_MSG.sortOrderMin).pipe(z.number().min(0, ADMIN_MSG.sortOrderMin)).default(0),
};

function rangeRule(v: { minCredits: number; maxCredits: number }, ctx: z.RefinementCtx) {
  if (v.maxCredits < v.minCredits)
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.maxBelowMin, path: ['maxCredits'] });
}

export const pricingInputSchema = z.object(pricingFields).superRefine((v, ctx) => {
  if (!v.name || !v.displayName) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.pricingRequired, path: ['name'] });
  nameRule(v, ctx);
  rangeRule(v, ctx);
});
export const pricingUpdateSchema = z.object(pricingFields).superRefine((v, ctx) => {
  if (!v.displayName) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.pricingRequired, path: ['displayName'] });
  nameRule(v, ctx);
  rangeRule(v, ctx);
});
export type PricingInput = z.input<typeof pricingInputSchema>;
export type PricingValues = z.output<typeof pricingUpdateSchema>;

export const auditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A user in the admin list: `reviewReason` is set when an admin must look (a card refund or dispute left credits owed). */
export const adminUserListItemSchema = userSchema.extend({ reviewReason: z.string().nullable() });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserListItemSchema), pagination: paginationSchema });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** GET /api/admin/analytics. totalRevenue is USD as a decimal string (README "Admin" defines it). */
export const adminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  totalPayments: z.number().int(),
  totalCreditsIssued: z.number().int(),
  totalRevenue: z.string(),
  paymentsByStatus: z.record(z.enum(PAYMENT_STATUSES), z.number().int()),
  /** The last 30 days (UTC), oldest first, every day present. */
  daily: z.array(z.object({ date: z.string(), signups: z.number().int(), payments: z.number().int() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const recentActivitySchema = z.object({
  signups: z.array(
    z.object({ id: z.string(), email: z.string(), status: z.enum(USER_STATUSES), createdAt: z.string() }),
  ),
  links: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      amount: z.string(),
      currency: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      merchantEmail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Completed credit purchases (plans and credits, card or crypto); amount in USD; createdAt is when it was paid. */
  purchases: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      what: z.string(),
      credits: z.number().int(),
      amount: z.string(),
      method: z.enum(['card', 'crypto']),
      createdAt: z.string(),
    }),
  ),
  adjustments: z.array(
    z.object({
      adminEmail: z.string().nullable(),
      userId: z.string().nullable(),
      adjustment: z.number().int(),
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
