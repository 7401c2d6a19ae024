import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { roleAllows, type AccountRole, type WebhookEndpoint } from '@paylink/shared';
import type { Db } from '../../db/client';
import { webhookEndpoints } from './schema';
import { toEndpointDto } from './webhook-dtos';
import type { EndpointRow } from './webhook-signature';

/** `whsec_` + 24 random bytes in standard base64, the form Standard Webhooks libraries decode. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The merchant's endpoint settings, created with a fresh signing secret the first time they are needed. */
export async function webhookEndpoint(db: Db, accountId: string): Promise<EndpointRow> {
  const [existing] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId));
  if (existing) return existing;
  await db.insert(webhookEndpoints).values({ accountId, secret: newWebhookSecret() }).onConflictDoNothing();
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.accountId, accountId));
  return row!;
}

/**
 * The endpoint as a member of any role reads it (issue 48): whoever holds the secret can sign a payment.completed
 * the merchant's server believes, so only roles that may change webhooks see it; the others see it masked.
 */
export async function viewWebhookEndpoint(db: Db, account: { id: string; role: AccountRole }, now = new Date()): Promise<WebhookEndpoint> {
  return toEndpointDto(await webhookEndpoint(db, account.id), now, { revealSecret: roleAllows(account.role, 'webhooks:write') });
}
