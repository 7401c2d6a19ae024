import { z } from 'zod';
import { canonicalAllowedFor, type PricingAllowedFor } from './billing-schemas';
import { SUBSCRIPTION_TIERS, USER_STATUSES, type PaymentStatus, type UserStatus } from './constants';
import { MSG } from './messages';
import { parseAmount } from './money';
import type { Pagination } from './payment-schemas';
import type { User } from './user';
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

/** A whole number given as a JSON number or a numeric string ("5"); anything else gets `message`. */
function integer(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
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

const optionalText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(500).nullable().optional());
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
      ctx.addIssue({ code: 'custom', message: ADMIN_MSG.emailAndPasswordRequired, path: [v.email ? 'password' : 'email'] });
      return;
    }
    if (!z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', message: MSG.invalidEmail, path: ['email'] });
    if (v.password.length < 6) ctx.addIssue({ code: 'custom', message: MSG.passwordMin6, path: ['password'] });
  })
  .transform((v) => ({ ...v, email: v.email!.toLowerCase(), password: v.password!, walletAddress: v.walletAddress ?? null }));
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
  subscriptionStatus: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(32).nullable().optional()),
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
  if (v.name && !OFFER_NAME_PATTERN.test(v.name)) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.namePattern, path: ['name'] });
}

/** Plan create and edit (on edit a name, when sent, must equal the stored one: checked by the use case). */
export const planInputSchema = z.object(planFields).superRefine((v, ctx) => {
  if (!v.name || !v.displayName || !v.description) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.planRequired, path: ['name'] });
  nameRule(v, ctx);
});
export const planUpdateSchema = z.object(planFields).superRefine((v, ctx) => {
  if (!v.displayName || !v.description) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.planRequired, path: ['displayName'] });
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
  if (v.maxCredits < v.minCredits) ctx.addIssue({ code: 'custom', message: ADMIN_MSG.maxBelowMin, path: ['maxCredits'] });
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
export type AdminUserListItem = User & { reviewReason: string | null };

export interface AdminUserList {
  users: AdminUserListItem[];
  pagination: Pagination;
}

/** GET /api/admin/analytics. totalRevenue is USD as a decimal string (README "Admin" defines it). */
export interface AdminAnalytics {
  totalUsers: number;
  totalPayments: number;
  totalCreditsIssued: number;
  totalRevenue: string;
  paymentsByStatus: Record<PaymentStatus, number>;
  /** The last 30 days (UTC), oldest first, every day present. */
  daily: { date: string; signups: number; payments: number }[];
}

export interface RecentActivity {
  signups: { id: string; email: string; status: UserStatus; createdAt: string }[];
  links: { id: string; label: string; amount: string; currency: string; status: PaymentStatus; merchantEmail: string | null; createdAt: string }[];
  purchases: { userId: string; email: string; credits: number; createdAt: string }[];
  adjustments: { adminEmail: string | null; userId: string | null; adjustment: number; reason: string; createdAt: string }[];
}

export interface AuditEntry {
  id: number;
  adminId: string | null;
  adminEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  pagination: Pagination;
}
