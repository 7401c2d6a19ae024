import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashToken, newSecretToken } from '../../lib/hash-token';
import { newId } from '../../lib/ids';
import { accountMembers } from '../accounts/account-members';
import { moveOwnership } from '../accounts/move-ownership';
import { confirmOwnershipTransferEmail } from '../email/team-templates';
import { recordActivity } from './record-activity';
import { ownershipTransfers } from './schema';

const TRANSFER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The owner asks to hand the account to another member: nothing changes until the owner confirms from the link
 * emailed to them (single use, 1 day; only its hash is stored). The previous owner stays as an admin.
 */
export async function requestOwnershipTransfer(
  deps: Deps,
  input: { account: { id: string; name: string }; owner: { id: string; email: string }; toUserId: string },
): Promise<void> {
  const target = (await accountMembers(deps.db, input.account.id)).find((m) => m.userId === input.toUserId);
  if (!target) throw new AppError('NOT_FOUND', 'Member not found', 404);
  if (target.role === 'owner') throw new AppError('BAD_REQUEST', 'You already own this account.', 400);
  const token = newSecretToken();
  await deps.db.insert(ownershipTransfers).values({
    id: newId('otr'),
    accountId: input.account.id,
    fromUserId: input.owner.id,
    toUserId: target.userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TRANSFER_TTL_MS),
  });
  const link = `${deps.config.appUrl}/confirm-ownership-transfer?token=${encodeURIComponent(token)}`;
  await deps.mailer
    .send(
      confirmOwnershipTransferEmail(input.owner.email, {
        accountName: input.account.name,
        newOwner: target.email,
        link,
      }),
    )
    .catch((err: unknown) => {
      deps.log.error({ err }, 'could not send the ownership transfer confirmation');
    });
}

/**
 * Applies a transfer from its emailed link: atomic and single use; 409 when the team changed since it was asked.
 * Recorded in the activity trail as the previous owner's change (the link is theirs), naming the new owner.
 */
export async function confirmOwnershipTransfer(deps: Pick<Deps, 'db'>, token: string, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .update(ownershipTransfers)
      .set({ usedAt: now })
      .where(
        and(
          eq(ownershipTransfers.tokenHash, hashToken(token)),
          isNull(ownershipTransfers.usedAt),
          gt(ownershipTransfers.expiresAt, now),
        ),
      )
      .returning();
    if (!transfer)
      throw new AppError('INVALID_TOKEN', 'This confirmation link is invalid, was already used or has expired.', 400);
    await moveOwnership(tx, {
      accountId: transfer.accountId,
      fromUserId: transfer.fromUserId,
      toUserId: transfer.toUserId,
    });
    const from = (await accountMembers(tx, transfer.accountId)).find((m) => m.userId === transfer.fromUserId)!;
    await recordActivity(
      tx,
      {
        accountId: transfer.accountId,
        userId: from.userId,
        email: from.email,
        apiKeyId: null,
        action: 'team:ownership-transferred',
        route: 'POST /api/team/transfer-ownership/confirm',
        target: transfer.toUserId,
        status: 200,
      },
      now,
    );
  });
}
