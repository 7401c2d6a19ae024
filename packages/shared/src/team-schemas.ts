import { z } from 'zod';
import { ACCOUNT_ROLES } from './constants';
import { MSG } from './messages';
import { userSchema } from './user';

/** A merchant account as one of its members sees it: its name and the member's role there. */
export const accountSummarySchema = z.object({ id: z.string(), name: z.string(), role: z.enum(ACCOUNT_ROLES) });
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/**
 * GET /api/auth/me: the person, with the active account's credits, plan and wallets; that account; all of theirs.
 * `account` is null for a person who belongs to no account (an invitee removed from the team they joined).
 */
export const meSchema = z.object({
  user: userSchema,
  account: accountSummarySchema.nullable(),
  accounts: z.array(accountSummarySchema),
});
export type Me = z.infer<typeof meSchema>;

export const switchAccountSchema = z.object({
  accountId: z.string({ error: 'Choose an account' }).min(1, 'Choose an account').max(64),
});
export type SwitchAccountInput = z.infer<typeof switchAccountSchema>;

/** The roles an invitation or a role change may give: ownership only moves by transfer. */
export const MEMBER_ROLES = ['admin', 'developer', 'viewer', 'cashier'] as const;
const memberRole = z.enum(MEMBER_ROLES, { error: 'Choose a role: admin, developer, viewer or cashier' });
const email = z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).max(254).email(MSG.invalidEmail);
const token = z.string({ error: 'The link is missing its token' }).min(1, 'The link is missing its token').max(200);

export const inviteMemberSchema = z.object({ email, role: memberRole });
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const acceptInvitationSchema = z.object({ token });

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;
export const updateMemberRoleSchema = z.object({ role: memberRole });

export const transferOwnershipSchema = z.object({
  userId: z.string({ error: 'Choose a member' }).min(1, 'Choose a member').max(64),
});
export const confirmOwnershipTransferSchema = z.object({ token });

export const renameAccountSchema = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(100, 'The name must be at most 100 characters'),
});

/**
 * Entries of the audit trail that no account route makes, so the role table does not name them: joining by
 * invitation, the emailed confirmation of an ownership transfer, and what Paylink does when a member leaves.
 */
export const TEAM_ACTIVITY_EVENTS = {
  'team:invitation-accepted': 'Joined the account by invitation',
  'team:ownership-transferred': 'Confirmed the transfer of ownership',
  'team:invitations-revoked': 'Revoked the pending invitations sent by a member who left or was given a lower role',
  'webhooks:secret-rotated': 'Rotated the webhook signing secret: a member who could read it left or lost that role',
} as const;
export type TeamActivityEvent = keyof typeof TEAM_ACTIVITY_EVENTS;

/** One change in the account's audit trail (Settings → Team → Activity). */
export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string().meta({
    description:
      'The role-table action, e.g. payments:create or team:manage, or one of the team events (team:invitation-accepted, team:ownership-transferred, team:invitations-revoked, webhooks:secret-rotated)',
  }),
  route: z.string().meta({ examples: ['POST /api/payments/payment-link'] }),
  target: z.string().nullable().meta({ description: 'The id the change was made to, when the route names one' }),
  member: z.object({ userId: z.string().nullable(), email: z.string() }),
  via: z.enum(['dashboard', 'api_key']),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = z.object({ activity: z.array(activityEntrySchema), hasMore: z.boolean() });
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number from 1 to 100' })
    .int()
    .min(1, 'limit must be a number from 1 to 100')
    .max(100, 'limit must be a number from 1 to 100')
    .default(50),
  before: z.string().max(64).optional().meta({ description: 'An entry id: the page of entries older than it' }),
});
