import { and, desc, eq } from 'drizzle-orm';
import type { PayButton } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findAccount } from '../accounts/find-account';
import { openButtonLinks } from './assert-open-links-cap';
import { buttonFields, type PayButtonBodyOutput } from './button-fields';
import { findPayButton } from './find-pay-button';
import { toPayButtonDto } from './pay-button-dto';
import { payButtons, type PayButtonRow } from './schema';

type ButtonDeps = Pick<Deps, 'db' | 'config' | 'clock'>;

async function withOpenLinks(deps: ButtonDeps, row: PayButtonRow): Promise<PayButton> {
  return toPayButtonDto(deps.config, row, (await openButtonLinks(deps.db, row.id, deps.clock.now())).length);
}

export async function createPayButton(
  deps: ButtonDeps,
  accountId: string,
  body: PayButtonBodyOutput,
): Promise<PayButton> {
  const merchant = await findAccount(deps.db, accountId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const [row] = await deps.db
    .insert(payButtons)
    .values({ id: newId('btn'), accountId, ...buttonFields(deps.config, merchant, body) })
    .returning();
  return withOpenLinks(deps, row!);
}

/** A new configuration: links opened before keep the price they were opened at. */
export async function updatePayButton(
  deps: ButtonDeps,
  accountId: string,
  buttonId: string,
  body: PayButtonBodyOutput,
): Promise<PayButton> {
  await findPayButton(deps.db, buttonId, accountId);
  const merchant = await findAccount(deps.db, accountId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Account not found', 404);
  const [row] = await deps.db
    .update(payButtons)
    .set({ ...buttonFields(deps.config, merchant, body), updatedAt: deps.clock.now() })
    .where(and(eq(payButtons.id, buttonId), eq(payButtons.accountId, accountId)))
    .returning();
  return withOpenLinks(deps, row!);
}

/** Paused, a button opens no link (409 on a click); its open links stay payable. */
export async function setPayButtonPaused(
  deps: ButtonDeps,
  accountId: string,
  buttonId: string,
  paused: boolean,
): Promise<PayButton> {
  await findPayButton(deps.db, buttonId, accountId);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(payButtons)
    .set({ pausedAt: paused ? now : null, updatedAt: now })
    .where(and(eq(payButtons.id, buttonId), eq(payButtons.accountId, accountId)))
    .returning();
  return withOpenLinks(deps, row!);
}

export async function listPayButtons(deps: ButtonDeps, accountId: string): Promise<PayButton[]> {
  const rows = await deps.db
    .select()
    .from(payButtons)
    .where(eq(payButtons.accountId, accountId))
    .orderBy(desc(payButtons.createdAt));
  return Promise.all(rows.map((row) => withOpenLinks(deps, row)));
}
