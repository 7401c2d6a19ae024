import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  activityPageSchema,
  activityQuerySchema,
  accountSummarySchema,
  confirmOwnershipTransferSchema,
  invitationSchema,
  inviteMemberSchema,
  memberSchema,
  messageSchema,
  renameAccountSchema,
  successSchema,
  transferOwnershipSchema,
  updateMemberRoleSchema,
} from '@paylink/shared';
import type { Deps } from '../deps';
import { accountMembers } from '../modules/accounts/account-members';
import { updateMember } from '../modules/teams/update-member';
import { renameAccount } from '../modules/accounts/rename-account';
import { acceptInvitation, checkInvitation } from '../modules/teams/accept-invitation';
import { inviteMember } from '../modules/teams/invite-member';
import { confirmOwnershipTransfer, requestOwnershipTransfer } from '../modules/teams/ownership-transfer';
import { pendingInvitations, revokeInvitation } from '../modules/teams/pending-invitations';
import { listActivity } from '../modules/teams/list-activity';
import { currentAccount, currentUser, requireSession } from '../plugins/authenticate';
import { NO_SECURITY, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const doc = { tags: ['Team'], security: SESSION_SECURITY };
const userParams = z.object({ userId: z.string().min(1).max(64) });
const idParams = z.object({ id: z.string().min(1).max(64) });
const message = successSchema(messageSchema);

/** Issue 34, under /api/team: the account's members, invitations, ownership transfer and name. */
export function teamRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // The emailed link is the credential (the owner may open it signed out).
    app.post(
      '/transfer-ownership/confirm',
      {
        schema: {
          tags: ['Team'],
          security: NO_SECURITY,
          summary: 'Confirm an ownership transfer with the emailed token',
          description: 'Recorded in the activity trail.',
          body: confirmOwnershipTransferSchema,
          response: replies({ 200: message }, 409),
        },
      },
      async (request) => {
        await confirmOwnershipTransfer(deps, request.body.token);
        return { success: true as const, data: { message: 'Ownership transferred.' } };
      },
    );

    // The invite page asks when it opens, signed in or not (the token in the body, never in a URL the server logs).
    app.post(
      '/invitations/check',
      {
        schema: {
          tags: ['Team'],
          security: NO_SECURITY,
          summary: 'Whether an invitation link can still be accepted (the invite page asks when it opens)',
          body: acceptInvitationSchema,
          response: replies({ 200: message }),
        },
      },
      async (request) => {
        await checkInvitation(deps, { token: request.body.token, ip: request.ip });
        return { success: true as const, data: { message: 'This invitation is valid.' } };
      },
    );

    app.register(async (scope) => {
      const team = scope.withTypeProvider<ZodTypeProvider>();
      team.addHook('preValidation', requireSession(deps));

      team.get(
        '/activity',
        {
          schema: {
            ...doc,
            summary: "The account's audit trail, newest first",
            description:
              'Every change a member made (links, refunds, wallets, keys, webhooks, team, settings), with who made it and how. Owner and admin.',
            querystring: activityQuerySchema,
            response: replies({ 200: successSchema(activityPageSchema) }, SESSION_ERRORS),
          },
        },
        async (request) => ({
          success: true as const,
          data: await listActivity(deps.db, currentAccount(request).id, request.query),
        }),
      );

      team.get(
        '/members',
        {
          schema: {
            ...doc,
            summary: "The account's members and their roles",
            response: replies({ 200: successSchema(z.object({ members: z.array(memberSchema) })) }, SESSION_ERRORS),
          },
        },
        async (request) => ({
          success: true as const,
          data: { members: await accountMembers(deps.db, currentAccount(request).id) },
        }),
      );

      team.put(
        '/members/:userId',
        {
          schema: {
            ...doc,
            summary: "Change a member's role (never the owner's)",
            description:
              'Their API keys act with the new role. The pending invitations they sent that the new role may not send are revoked; a role that may no longer change webhooks also rotates the signing secret (the previous one signs 24 hours more).',
            params: userParams,
            body: updateMemberRoleSchema,
            response: replies({ 200: message }, SESSION_ERRORS, 404, 409),
          },
        },
        async (request) => {
          await updateMember(deps.db, {
            accountId: currentAccount(request).id,
            userId: request.params.userId,
            role: request.body.role,
            by: currentUser(request),
          });
          return { success: true as const, data: { message: 'Role changed.' } };
        },
      );

      team.delete(
        '/members/:userId',
        {
          schema: {
            ...doc,
            summary: 'Remove a member (never the owner)',
            description:
              'Their API keys and pending invitations are revoked; when they could read the webhook signing secret (owner, admin, developer) it is rotated, the previous one signing 24 hours more so your endpoint keeps verifying while you update it.',
            params: userParams,
            response: replies({ 200: message }, SESSION_ERRORS, 404, 409),
          },
        },
        async (request) => {
          await updateMember(deps.db, {
            accountId: currentAccount(request).id,
            userId: request.params.userId,
            role: null,
            by: currentUser(request),
          });
          return { success: true as const, data: { message: 'Member removed.' } };
        },
      );

      team.get(
        '/invitations',
        {
          schema: {
            ...doc,
            summary: 'Invitations waiting to be accepted',
            response: replies(
              { 200: successSchema(z.object({ invitations: z.array(invitationSchema) })) },
              SESSION_ERRORS,
            ),
          },
        },
        async (request) => ({
          success: true as const,
          data: { invitations: await pendingInvitations(deps.db, currentAccount(request).id) },
        }),
      );

      team.post(
        '/invitations',
        {
          schema: {
            ...doc,
            summary: 'Invite someone by email with a role (single-use link, 7 days)',
            body: inviteMemberSchema,
            response: replies({ 201: successSchema(z.object({ invitation: invitationSchema })) }, SESSION_ERRORS, 409),
          },
        },
        async (request, reply) => {
          const invitation = await inviteMember(deps, {
            ...request.body,
            account: currentAccount(request),
            invitedBy: currentUser(request),
          });
          return reply.status(201).send({ success: true as const, data: { invitation } });
        },
      );

      team.delete(
        '/invitations/:id',
        {
          schema: {
            ...doc,
            summary: 'Revoke a pending invitation',
            params: idParams,
            response: replies({ 200: message }, SESSION_ERRORS, 404),
          },
        },
        async (request) => {
          await revokeInvitation(deps.db, currentAccount(request).id, request.params.id);
          return { success: true as const, data: { message: 'Invitation revoked.' } };
        },
      );

      team.post(
        '/invitations/accept',
        {
          schema: {
            ...doc,
            summary: 'Join the account of an invitation (your verified email must be the invited one)',
            description:
              'Refused (400 INVALID_TOKEN) once revoked, used or expired, or when the member who sent it was removed or may no longer invite with that role. Joining is recorded in the activity trail.',
            body: acceptInvitationSchema,
            response: replies({ 200: successSchema(z.object({ account: accountSummarySchema })) }, SESSION_ERRORS, 409),
          },
        },
        async (request) => ({
          success: true as const,
          data: { account: await acceptInvitation(deps, { user: currentUser(request), token: request.body.token }) },
        }),
      );

      team.post(
        '/transfer-ownership',
        {
          schema: {
            ...doc,
            summary: 'Ask to make a member the owner (confirmed from an emailed link)',
            body: transferOwnershipSchema,
            response: replies({ 202: message }, SESSION_ERRORS, 404),
          },
        },
        async (request, reply) => {
          await requestOwnershipTransfer(deps, {
            account: currentAccount(request),
            owner: currentUser(request),
            toUserId: request.body.userId,
          });
          return reply
            .status(202)
            .send({ success: true as const, data: { message: 'Check your email to confirm the transfer.' } });
        },
      );

      team.put(
        '/account',
        {
          schema: {
            ...doc,
            summary: "Rename the account (the merchant's name payers see)",
            body: renameAccountSchema,
            response: replies({ 200: message }, SESSION_ERRORS),
          },
        },
        async (request) => {
          await renameAccount(deps.db, currentAccount(request).id, request.body.name);
          return { success: true as const, data: { message: 'Account renamed.' } };
        },
      );
    });
  };
}
