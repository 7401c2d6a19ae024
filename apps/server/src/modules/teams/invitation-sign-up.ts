import type { JoinOnSignUp } from '../accounts/join-on-sign-up';
import { assertInvitationFor, joinByInvitation } from './accept-invitation';

/** How a sign-up (password or Google) from the invitation link `inviteToken` joins its team. */
export function invitationSignUp(inviteToken: string): JoinOnSignUp {
  return {
    inviteToken,
    check: (db, email) => assertInvitationFor(db, { token: inviteToken, email }),
    join: async (tx, user) => {
      await joinByInvitation(tx, { user, token: inviteToken });
    },
  };
}
