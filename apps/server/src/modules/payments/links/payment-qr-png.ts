import { eq } from 'drizzle-orm';
import { MSG } from '@paylink/shared';
import type { Db } from '../../../db/client';
import { payments } from '../schema';
import { AppError } from '../../../lib/app-error';
import { qrCodePng } from './qr-code-data';

/** The QR PNG of a link's Solana Pay URL (public, like the hosted page). */
export async function paymentQrPng(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select({ url: payments.paymentUrl }).from(payments).where(eq(payments.id, id));
  if (!row) throw new AppError('NOT_FOUND', MSG.paymentNotFound, 404);
  return qrCodePng(row.url);
}
