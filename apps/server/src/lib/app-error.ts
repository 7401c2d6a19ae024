import type { ErrorCode } from '@paylink/shared';

/** The one error type modules throw; the error handler turns it into `{ success: false, error, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** An error about one field of the request: its `details` name the field, so the form marks it, not only a toast. */
export function fieldError(
  field: string,
  message: string,
  code: ErrorCode = 'VALIDATION_ERROR',
  status = 400,
): AppError {
  return new AppError(code, message, status, { details: [{ path: field, msg: message }] });
}
