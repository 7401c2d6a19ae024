import { ADMIN_MSG, parseAmount } from '@paylink/shared';
import { AppError } from '../../lib/app-error';

/** A USD decimal string already checked by the shared schema, as integer cents. */
export function usdCents(amount: string): bigint {
  const parsed = parseAmount(amount, 2);
  if (!parsed.ok) throw new AppError('VALIDATION_ERROR', ADMIN_MSG.priceMin, 400);
  return parsed.value;
}
