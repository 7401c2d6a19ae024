import type { Db } from '../../db/client';

/**
 * A sign-up from a team invitation (the teams module provides it): the person joins that team instead of getting a
 * merchant account of their own, and no signup credits.
 */
export interface JoinOnSignUp {
  /** The invitation token; the verification link carries it back to the invite page. */
  inviteToken: string;
  /** Refuses, before anyone is created, an invitation that this email cannot accept. */
  check(db: Db, email: string): Promise<void>;
  /** Joins the team in the sign-up's transaction, once the email is proven. */
  join(tx: Db, user: { id: string; email: string; emailVerifiedAt: Date | null }): Promise<void>;
}
