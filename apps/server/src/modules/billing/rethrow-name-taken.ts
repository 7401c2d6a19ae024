import { ADMIN_MSG } from '@paylink/shared';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';

/** Plan and pricing names are unique: a duplicate is a 409, not a 500. */
export function rethrowNameTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADMIN_MSG.nameTaken, 409);
  throw err;
}
