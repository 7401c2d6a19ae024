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
