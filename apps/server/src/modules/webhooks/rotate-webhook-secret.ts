import { eq } from 'drizzle-orm';
import type { WebhookEndpoint } from '@paylink/shared';
import type { Db } from '../../db/client';
import { webhookEndpoints } from './schema';
import { accountEndpoint, newWebhookSecret } from './webhook-endpoint';
import { toEndpointDto } from './webhook-dtos';
import type { EndpointRow } from './webhook-signature';

/** Replaces the secret; the one it replaces keeps signing (as a second v1) for the overlap window (24 hours). */
async function rotate(
  db: Db,
  current: EndpointRow,
  cause: Pick<EndpointRow, 'rotationReason' | 'rotationMemberEmail'>,
  now: Date,
): Promise<EndpointRow> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret: newWebhookSecret(), previousSecret: current.secret, rotatedAt: now, ...cause, updatedAt: now })
    .where(eq(webhookEndpoints.id, current.id))
    .returning();
  return row!;
}

/** A member's rotation of one endpoint's secret, the primary one's by default (webhooks:write, so they see the new secret). */
export async function rotateWebhookSecret(
  db: Db,
  accountId: string,
  endpointId?: string,
  now = new Date(),
): Promise<WebhookEndpoint> {
  const row = await rotate(
    db,
    await accountEndpoint(db, accountId, endpointId),
    { rotationReason: 'manual', rotationMemberEmail: null },
    now,
  );
  return toEndpointDto(row, now, { revealSecret: true });
}

/**
 * Issue 48: a member who could read the secret left (removed, or given a role that may not see it), so the secret
 * they may have kept is replaced, every endpoint's, in the caller's transaction. The old secret still signs for the usual overlap
 * window, so the merchant's endpoint keeps verifying while the owner updates it; the endpoint then shows why it
 * was rotated. An account that never had an endpoint has no secret to replace: false.
 */
export async function rotateSecretAfterMemberLeft(
  tx: Db,
  accountId: string,
  memberEmail: string,
  now = new Date(),
): Promise<boolean> {
  const current = await tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .for('update');
  for (const endpoint of current)
    await rotate(tx, endpoint, { rotationReason: 'member_left', rotationMemberEmail: memberEmail }, now);
  return current.length > 0;
}
