import { parseAmount } from '@paylink/shared';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { ADMIN_MSG } from '@paylink/shared';

/** A USD decimal string already checked by the shared schema, as integer cents. */
export function usdCents(amount: string): bigint {
  const parsed = parseAmount(amount, 2);
  if (!parsed.ok) throw new AppError('VALIDATION_ERROR', ADMIN_MSG.priceMin, 400);
  return parsed.value;
}

/** Plan and pricing names are unique: a duplicate is a 409, not a 500. */
export function rethrowNameTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADMIN_MSG.nameTaken, 409);
  throw err;
}
