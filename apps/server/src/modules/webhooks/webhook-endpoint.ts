import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { roleAllows, type AccountRole, type WebhookEndpoint } from '@paylink/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { webhookEndpoints } from './schema';
import { toEndpointDto } from './webhook-dtos';
import type { EndpointRow } from './webhook-signature';

/** `whsec_` + 24 random bytes in standard base64, the form Standard Webhooks libraries decode. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The merchant's primary endpoint (the default URL), created with a fresh signing secret the first time it is needed. */
export async function webhookEndpoint(db: Db, accountId: string): Promise<EndpointRow> {
  const primary = and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.isPrimary, true));
  const [existing] = await db.select().from(webhookEndpoints).where(primary);
  if (existing) return existing;
  await db
    .insert(webhookEndpoints)
    .values({ accountId, isPrimary: true, secret: newWebhookSecret() })
    .onConflictDoNothing();
  const [row] = await db.select().from(webhookEndpoints).where(primary);
  return row!;
}

/** One of the merchant's endpoints (the primary one when no id is given); another merchant's is a 404. */
export async function accountEndpoint(db: Db, accountId: string, endpointId?: string): Promise<EndpointRow> {
  if (endpointId === undefined) return webhookEndpoint(db, accountId);
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found', 404);
  return row;
}

/** Whether a member of this role sees the secrets in full. */
const reveals = (role: AccountRole) => ({ revealSecret: roleAllows(role, 'webhooks:write') });

/**
 * The endpoint as a member of any role reads it (issue 48): whoever holds the secret can sign a payment.completed
 * the merchant's server believes, so only roles that may change webhooks see it; the others see it masked.
 */
export async function viewWebhookEndpoint(
  db: Db,
  account: { id: string; role: AccountRole },
  now = new Date(),
): Promise<WebhookEndpoint> {
  return toEndpointDto(await webhookEndpoint(db, account.id), now, reveals(account.role));
}

/** Every endpoint of the merchant, the primary one first, each masked as `viewWebhookEndpoint` masks it. */
export async function listWebhookEndpoints(
  db: Db,
  account: { id: string; role: AccountRole },
  now = new Date(),
): Promise<WebhookEndpoint[]> {
  await webhookEndpoint(db, account.id);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, account.id))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
    .map((row) => toEndpointDto(row, now, reveals(account.role)));
}
